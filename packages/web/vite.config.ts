import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rollup } from 'vite';
import { precompress } from './vite-precompress';

/**
 * The chunk rollup makes of the grid's libraries (mantine-react-table, the TanStack table and
 * virtualiser) is shared by the grid kits only, so it loads with the first grid, never with the
 * login page; named for what it holds. (A manualChunks entry would drag the Mantine core it
 * imports out of the first page's chunk.)
 */
const chunkName = (chunk: Rollup.PreRenderedChunk) =>
  chunk.moduleIds.some((id) => id.endsWith('/mantine-react-table/dist/index.esm.mjs'))
    ? 'assets/vendor-grid-[hash].js'
    : 'assets/[name]-[hash].js';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), precompress()],
  // '@/lib/…', '@/kit/…': the same alias as tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/trpc': gateway, '/api': gateway } },
  // No source maps and no gzip size report: both cost build time and nothing reads them (the
  // precompressed copies are written by the plugin above).
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        chunkFileNames: chunkName,
      },
    },
  },
});
