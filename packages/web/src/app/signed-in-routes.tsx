import { modules } from '@fgss/contracts';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LocalisedDates } from './localised-dates';
import { ScreenRoute, SuperOnly } from './route-guards';
import { Shell } from './shell/shell';

const HomePage = lazy(() => import('@/features/home/home-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const ServerStatusPage = lazy(() => import('@/features/server-status/server-status-page'));
const TasksPage = lazy(() => import('@/features/tasks/tasks-page'));
const ReportsPage = lazy(() => import('@/features/reports-page/reports-page'));

const allScreens = modules.flatMap((m) => m.screens);

/**
 * The signed-in frame's routes (spec 1 section 2): loaded after the sign-in page, with the menu's
 * screens, so that a first visit to /login loads only what signing in needs. The shell sends
 * signed-out visitors, and unknown paths, to /login.
 */
export default function SignedInRoutes() {
  return (
    <LocalisedDates>
      <Routes>
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
    </LocalisedDates>
  );
}
