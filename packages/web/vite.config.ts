import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { precompress } from './vite-precompress';
import { signInBudget } from './vite-sign-in-budget';

/**
 * The chunk rollup makes of the grid's libraries (mantine-react-table, the TanStack table and
 * virtualiser) is shared by the grid kits only, so it loads with the first grid, never with the
 * login page; the charts' (recharts) likewise with the first screen that draws a chart. Each is
 * named for what it holds. (A manualChunks entry would drag the Mantine core it imports out of
 * the first page's chunk.)
 */
const holds = (chunk: Rolldown.PreRenderedChunk, path: string) => chunk.moduleIds.some((id) => id.includes(path));
const chunkName = (chunk: Rolldown.PreRenderedChunk) =>
  holds(chunk, '/mantine-react-table/dist/index.esm.mjs')
    ? 'assets/vendor-grid-[hash].js'
    : // A screen's own chunk holds the few chart parts only it draws: it keeps the screen's name.
      !chunk.isDynamicEntry && holds(chunk, '/node_modules/recharts/')
      ? 'assets/vendor-charts-[hash].js'
      : 'assets/[name]-[hash].js';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), precompress(), signInBudget()],
  resolve: {
    alias: [
      // '@/lib/…', '@/kit/…': the same alias as tsconfig.json's paths.
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without eval, set before any schema is built (app/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: { port: 5173, proxy: { '/trpc': gateway, '/api': gateway } },
  // No source maps and no gzip size report: both cost build time and nothing reads them (the
  // precompressed copies are written by the plugin above).
  build: {
    outDir: 'dist',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkName,
        codeSplitting: {
          // What the first page imports statically goes in one chunk, as rollup did: left to
          // itself rolldown splits it into ~25 small shared chunks, whose requests and preload
          // links took the login page over its 250 KB.
          groups: [{ name: 'first-page', tags: ['$initial'] }],
          // The small chunks screens share (an icon, a kit's helper, a contract module) are
          // copied into the chunks that use them (one shared copy of their state at run time):
          // a screen's load makes half the requests, and each request costs the browser CPU.
          // Styles stay files: Vite's CSS plugin would
          // emit a style once per copy.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
});
