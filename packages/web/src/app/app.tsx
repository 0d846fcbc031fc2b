import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { handleCallErrors } from '@/lib/call-failures';
import { useT } from '@/lib/i18n';
import { onCallError } from './call-errors';
import { router } from './router';
import { styleNonce } from './style-nonce';
import { cssVariablesResolver, theme } from './theme';

handleCallErrors(onCallError);

/**
 * The providers around every page: theme, toasts, modals, router. The pages after sign-in add
 * their data (with-data.tsx) and the signed-in ones their calendars (localised-dates.tsx).
 */
export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
    >
      <Notifications position="top-center" limit={4} />
      <LocalisedModals>
        <RouterProvider router={router} />
      </LocalisedModals>
    </MantineProvider>
  );
}

/** A confirmation's buttons speak the user's language. */
function LocalisedModals({ children }: { children: ReactNode }) {
  const t = useT();
  return <ModalsProvider labels={{ confirm: t('yes'), cancel: t('no') }}>{children}</ModalsProvider>;
}
