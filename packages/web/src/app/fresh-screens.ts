import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router-dom';
import { closeQuestions } from '@/kit/feedback/confirm';

/**
 * A screen opens with the plant's data as of that moment, as after a page load (and as every
 * screen of the old app did). The app keeps a call's reply fresh for 30 s (lib/query-client.ts),
 * and a save makes its own screen's calls stale, not another screen's: a printer set to TCP/IP on
 * the Label Printer Master was not offered on the print screen opened right after. So when the
 * route changes, before the next screen draws, the replies no mounted screen uses are dropped:
 * the next screen asks the services again, while the screen being left keeps its own until it
 * goes. A question the screen left asked closes too (answered no): the next screen did not ask
 * it, and a Yes there would act on a screen no longer shown. The subscription is returned for
 * unsubscribing.
 */
export function freshScreens(router: ReturnType<typeof createBrowserRouter>, queryClient: QueryClient): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    queryClient.removeQueries({ type: 'inactive' });
    closeQuestions();
  });
}
