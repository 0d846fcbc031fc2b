import { type ScreenDef, type ScreenKey, SUPER_GROUP } from '@fgss/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { NotAvailablePage } from '@/features/not-available/not-available-page';
import { screens } from '@/features/screens';
import { useScreenRights, useSession } from '@/lib/session';

/**
 * A screen of the permission tree (route '/' + its key): without read permission back to /home
 * (spec 1 section 6); a screen this version does not have says so. The shell's Suspense shows a
 * loader while the screen's lazy chunk arrives.
 */
export function ScreenRoute({ screen }: { screen: ScreenDef<ScreenKey> }) {
  const rights = useScreenRights(screen.key);
  if (!rights.read) return <Navigate to="/home" replace />;
  const Screen = screens[screen.key];
  return Screen ? <Screen /> : <NotAvailablePage label={screen.label} />;
}

/** Group SUPER only; everyone else goes to /home. */
export function SuperOnly({ children }: { children: ReactNode }) {
  const group = useSession()?.userData.groupCode;
  return group === SUPER_GROUP ? children : <Navigate to="/home" replace />;
}
