import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useT } from '@/lib/i18n';
import { handleCallErrors, queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { AppRoutes } from './app-routes';
import { onCallError } from './call-errors';
import { freshScreens } from './fresh-screens';
import { styleNonce } from './style-nonce';
import { cssVariablesResolver, theme } from './theme';

/**
 * A data router around the route tree, so that a screen with unsaved changes can hold a
 * navigation (useBlocker) until the user confirms.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

handleCallErrors(onCallError);

/** The providers around every page: theme, toasts, modals, data (TanStack Query, with lib/trpc.ts's procedures), router; calendars' around the signed-in pages (localised-dates.tsx). */
export function App() {
  useEffect(() => freshScreens(router, queryClient), []);

  // Signing out (or a 401) must not leave the previous user's data in the cache.
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.get()) queryClient.clear();
      }),
    [],
  );

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
    >
      <Notifications position="top-center" limit={4} />
      <QueryClientProvider client={queryClient}>
        <LocalisedModals>
          <RouterProvider router={router} />
        </LocalisedModals>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** A confirmation's buttons speak the user's language. */
function LocalisedModals({ children }: { children: ReactNode }) {
  const t = useT();
  return <ModalsProvider labels={{ confirm: t('yes'), cancel: t('no') }}>{children}</ModalsProvider>;
}
