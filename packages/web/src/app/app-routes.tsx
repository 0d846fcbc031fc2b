import { modules } from '@fgss/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import LoginPage from '@/features/auth/login-page';
import { PageLoader } from '@/kit/page/page-loader';
import { ScreenRoute, SuperOnly } from './route-guards';

// The login page is all a first visit needs; the signed-in frame and every other page load on demand.
const Shell = lazy(() => import('./shell/shell').then((m) => ({ default: m.Shell })));
const HomePage = lazy(() => import('@/features/home/home-page'));
const AdminLoginPage = lazy(() => import('@/features/auth/admin-login-page'));
const CreateAccountPage = lazy(() => import('@/features/auth/create-account-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
const ChangePasswordPage = lazy(() => import('@/features/auth/change-password-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const ServerStatusPage = lazy(() => import('@/features/server-status/server-status-page'));
const TasksPage = lazy(() => import('@/features/tasks/tasks-page'));
const ReportsPage = lazy(() => import('@/features/reports-page/reports-page'));

const allScreens = modules.flatMap((m) => m.screens);

/**
 * Every route of spec 1 section 2. Paths match case-insensitively (/Home and /home). The shell
 * sends signed-out visitors of its routes, and of unknown paths, to /login.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login-admin" element={<AdminLoginPage />} />
        <Route path="/create-account" element={<CreateAccountPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/change-password/:recoveryCode" element={<ChangePasswordPage />} />
        <Route element={<Shell />}>
          <Route index element={<HomePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route
            path="serverStatus"
            element={
              <SuperOnly>
                <ServerStatusPage />
              </SuperOnly>
            }
          />
          <Route path="tasks" element={<TasksPage />} />
          <Route path="reports" element={<ReportsPage />} />
          {allScreens.map((screen) => (
            <Route key={screen.key} path={screen.key} element={<ScreenRoute screen={screen} />} />
          ))}
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
