import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { feedback } from '@/kit/feedback/feedback-host';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { freshScreens } from './fresh-screens';
import { router } from './router';

// Loaded with the first page after sign-in (app-routes.tsx): the sign-in page calls without
// TanStack Query (features/auth/auth-calls.ts), so the query client starts here.
freshScreens(router, queryClient);
// The pages after sign-in have their toasts and dialogs drawn now, not at the first one.
void feedback();
// Signing out (or a 401) must not leave the previous user's data in the cache.
session.subscribe(() => {
  if (!session.get()) queryClient.clear();
});

/** A page after sign-in with its data: TanStack Query, with lib/trpc.ts's procedures. */
export function withData(Page: ComponentType): ComponentType {
  return function PageWithData() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
