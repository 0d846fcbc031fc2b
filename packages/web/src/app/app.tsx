import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { feedbackHost } from '@/kit/feedback/feedback-host';
import { handleCallErrors } from '@/lib/call-failures';
import { onCallError } from './call-errors';
import { router } from './router';
import { styleNonce } from './style-nonce';
import { cssVariablesResolver, theme } from './theme';

handleCallErrors(onCallError);
const FeedbackHost = lazy(() => import('./feedback-host'));

/**
 * The providers around every page: theme and router; the toasts' and dialogs' once one is asked
 * for (feedback-host.tsx). The pages after sign-in add their data (with-data.tsx) and the signed-in ones
 * their calendars (localised-dates.tsx).
 */
export function App() {
  const feedbackWanted = useSyncExternalStore(feedbackHost.subscribe, feedbackHost.wanted);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
    >
      <RouterProvider router={router} />
      {feedbackWanted && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
    </MantineProvider>
  );
}
