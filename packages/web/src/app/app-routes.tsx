import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoginPage from '@/features/auth/login-page';
import { PageLoader } from '@/kit/page/page-loader';
import { loadTexts } from '@/lib/i18n';

/** A page other than sign-in: with the data, Mantine styles and texts the sign-in page leaves out. */
const afterSignIn = (page: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([page(), import('./with-data'), import('./mantine-styles'), loadTexts()]).then(
    ([loaded, { withData }]) => ({ default: withData(loaded.default) }),
  );
// The login page is all a first visit needs; the signed-in frame and every other page load on
// demand, and the frame is fetched while the user types (prefetch below).
const signedIn = afterSignIn(() => import('./signed-in-routes'));
const SignedInRoutes = lazy(signedIn);
const AdminLoginPage = lazy(afterSignIn(() => import('@/features/auth/admin-login-page')));
const CreateAccountPage = lazy(afterSignIn(() => import('@/features/auth/create-account-page')));
const ResetPasswordPage = lazy(afterSignIn(() => import('@/features/auth/reset-password-page')));
const ChangePasswordPage = lazy(afterSignIn(() => import('@/features/auth/change-password-page')));

/**
 * Every route of spec 1 section 2. Paths match case-insensitively (/Home and /home). The
 * signed-in routes (signed-in-routes.tsx) send signed-out visitors, and unknown paths, to /login.
 */
export function AppRoutes() {
  // Once the user starts on the form (a key, a click, a browser's autofill), the signed-in frame
  // loads in the background while they type: sign-in -> home does not wait for it, and a first
  // visit transfers only the sign-in page until then.
  useEffect(() => {
    const starts = ['keydown', 'pointerdown', 'input'] as const;
    const stop = () => {
      for (const start of starts) document.removeEventListener(start, prefetch, true);
    };
    const prefetch = () => {
      stop();
      void signedIn();
    };
    for (const start of starts) document.addEventListener(start, prefetch, true);
    return stop;
  }, []);
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login-admin" element={<AdminLoginPage />} />
        <Route path="/create-account" element={<CreateAccountPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/change-password/:recoveryCode" element={<ChangePasswordPage />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}
