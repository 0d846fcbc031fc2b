import { createBrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

/**
 * A data router around the route tree, so that a screen with unsaved changes can hold a
 * navigation (useBlocker) until the user confirms.
 */
export const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);
