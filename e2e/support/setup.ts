import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { closePages } from './browser.js';
import { baseURL, stackIndex } from './stack.js';

/**
 * The e2e project's setup file: before any hook of a file, wait until the file's stack is ready
 * (global-setup.ts starts the stacks in the background), or fail with why it did not start; after
 * the file, close the page its tests handed on (browser.ts), so that no file starts on what
 * another left and no page is open when the worker's browser goes.
 */
beforeAll(async () => {
  const failed = join(inject('e2eRunDir'), `stack-${stackIndex}.failed`);
  for (;;) {
    if (existsSync(failed)) throw new Error(`e2e stack ${stackIndex} did not start: ${readFileSync(failed, 'utf8')}`);
    try {
      // Ready, not only alive: the gateway and the plant start side by side (scripts/processes.ts).
      if ((await fetch(`${baseURL}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}, 300_000);

afterAll(closePages);
