import type { Page } from 'playwright-core';

/**
 * Starts watching, in the page, for a message (toast) containing `text`, and returns whether one
 * has shown since. A message stays 2 s, less than one poll from here can take on a busy machine,
 * so the page itself records it; start watching before the action that shows it.
 */
export async function watchForMessage(p: Page, text: string): Promise<() => Promise<boolean>> {
  const id = await p.evaluate((text) => {
    const w = window as unknown as { e2eMessages?: boolean[] };
    w.e2eMessages ??= [];
    const seen = w.e2eMessages;
    const index = seen.push(false) - 1;
    const shown = () =>
      [...document.querySelectorAll('.mantine-Notification-root')].some((n) => n.textContent?.includes(text));
    new MutationObserver((_, observer) => {
      if (!shown()) return;
      seen[index] = true;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    return index;
  }, text);
  return () => p.evaluate((id) => (window as unknown as { e2eMessages: boolean[] }).e2eMessages[id] ?? false, id);
}
