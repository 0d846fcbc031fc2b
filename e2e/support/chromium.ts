/**
 * Debian's Chromium for the browser benches: the browser a plant PC runs (full Chromium, its JIT,
 * a process per page), so what they measure is what a user gets.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium for the browser tests, made cheap to run (CPU is what bounds the test command
 * on two cores): the headless shell (Debian's `chromium-headless-shell`, the
 * same Blink and V8 without the browser's UI), one process for browser, renderer and GPU
 * (`--single-process`: no inter-process messages for every frame and request), and V8 without
 * its optimising compilers (`--max-opt=1`: a test's page lives a few seconds, too short for
 * Maglev's and Turbofan's compiles to pay back). The whole browser project took 411 CPU-s with
 * the bench's Chromium, 277 with this one. Scripts are fetched the classic way
 * (`BackgroundResourceFetch` off): with the background fetch, this Chromium never used the
 * compiled code it had kept for the app's scripts and parsed them again at every page load (62 ms
 * of a worker thread per load; 3 ms with the kept code).
 */
export const testChromiumPath = process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell';
export const testChromiumArgs = [
  ...chromiumArgs,
  '--single-process',
  '--js-flags=--max-opt=1',
  '--disable-features=BackgroundResourceFetch',
];
