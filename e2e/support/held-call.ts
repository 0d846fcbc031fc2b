import type { Page } from 'playwright-core';

/**
 * Holds the page's next request to a service call (its registry path or the end of it, e.g.
 * 'BoxRelabeling.isValid' or 'getDetail') until `answer()`, as a slow plant link would: a test
 * makes the user move on first, then lets the reply come. `answer()` resolves once the page has
 * the reply and has drawn a frame after it, so the app has applied it (or dropped it).
 */
export async function holdNextCall(page: Page, call: string): Promise<{ answer(): Promise<void> }> {
  const pattern = new RegExp(`/trpc/[^?]*${call.replaceAll('.', '\\.')}`);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    pattern,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return {
    async answer() {
      const reply = page.waitForResponse(pattern);
      release();
      await (await reply).finished();
      await page.evaluate(() => new Promise(requestAnimationFrame));
    },
  };
}
