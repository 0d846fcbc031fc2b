import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  // '@/lib/…', '@/kit/…': the same alias as tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/trpc': gateway, '/api': gateway } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
