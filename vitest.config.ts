import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import TestSequencer from './scripts/test-sequencer.js';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker for everything: the browser tests, which mostly
    // wait on Chromium and the services, would only start after the unit files. Four browser files
    // side by side keep both cores busy (three left a tenth of them idle while pages waited on
    // their services).
    maxWorkers: 4,
    sequence: { sequencer: TestSequencer },
    projects: [
      {
        // The web's '@/…' alias (packages/web/tsconfig.json).
        resolve: { alias: { '@': fileURLToPath(new URL('./packages/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Seeds the small seed once; each suite's plant starts on a copy of its files.
          globalSetup: ['packages/fake-services/src/test/global-setup.ts'],
          setupFiles: ['packages/fake-services/src/test/clock.ts'],
          // Files of a worker share their imports (contracts, Fastify, drizzle, exceljs): importing
          // them afresh for every file took longer than the tests. No test changes shared state.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // One stack per worker (e2e/global-setup.ts): files run side by side, each on its own plant.
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/support/setup.ts'],
          environment: 'node',
          // A worker runs its e2e files one after another with the same imports (playwright,
          // contracts): starting a fresh worker per file cost more than the smaller files' tests.
          isolate: false,
          // A poll waits as long as a page action does (support/browser.ts), not vitest's 1 s:
          // files run side by side on two shared cores, where a screen can take that long to
          // enable its button. These bound a wait; they assert nothing about speed. A poll searches
          // the page, which costs the busy machine CPU: every 100 ms, not vitest's 50.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
