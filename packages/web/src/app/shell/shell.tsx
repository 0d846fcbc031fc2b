import { AppShell, Burger, Group, Overlay, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/kit/page/page-loader';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { AppFooter } from './app-footer';
import { dismissMenu, initialMenuState, layoutWidth, panelWidth, screenSizeOf, toggleMenu } from './menu-state';
import { prefetchGridKit } from './prefetch-grid-kit';
import { ScreenErrorBoundary } from './screen-error-boundary';
import classes from './shell.module.css';
import { SideMenu } from './side-menu';
import { UserPanel } from './user-panel';

const HEADER_HEIGHT = 56;
/** One line of the footer's four items from 768 px wide; two below, where one line cut them all. */
const FOOTER_HEIGHT = { base: 44, sm: 32 };

/** The signed-in frame: header, side menu from the permission tree, footer. Signed out goes to /login. */
export function Shell() {
  const t = useT();
  const current = useSession();
  const { pathname } = useLocation();
  const { width } = useViewportSize();
  // Before the first measure the viewport width is 0; window.innerWidth is right from the start.
  const size = screenSizeOf(width || window.innerWidth);
  const [menu, setMenu] = useState(() => initialMenuState(size));

  useEffect(() => setMenu(initialMenuState(size)), [size]);
  useEffect(() => prefetchGridKit(), []);

  if (!current) return <Navigate to="/login" replace />;
  const user = current.userData;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: FOOTER_HEIGHT }}
      navbar={{ width: layoutWidth(menu, size), breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menu === 'temporary'}
              onClick={() => setMenu((m) => toggleMenu(m, size))}
              color="white"
              size="sm"
              aria-label={t('toggleMenu')}
            />
            <img src="/fgss-mark.svg" alt="" width={30} height={30} />
            <Title order={1} size="h4" c="white" fw={700} style={{ letterSpacing: 1 }}>
              {t('appName')}
            </Title>
            {size !== 'xs' && (
              <Text size="sm" c="fgss.1" visibleFrom="xs">
                {t('appTitle')}
              </Text>
            )}
          </Group>
          <UserPanel user={user} compact={size === 'xs'} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        className={classes.navbar}
        style={{
          width: panelWidth(menu, size),
          boxShadow: menu === 'temporary' ? 'var(--mantine-shadow-xl)' : undefined,
        }}
        data-hidden={panelWidth(menu, size) === 0 || undefined}
      >
        <SideMenu
          rail={menu === 'closed'}
          onNavigate={() => setMenu(dismissMenu)}
          onOpenFromRail={() => setMenu(size === 'lg' ? 'opened' : 'temporary')}
        />
      </AppShell.Navbar>

      {menu === 'temporary' && (
        <Overlay fixed zIndex={99} backgroundOpacity={0.3} blur={1} onClick={() => setMenu(dismissMenu)} />
      )}

      <AppShell.Main className={classes.main}>
        <ScreenErrorBoundary key={pathname} title={t('screenFailed')} action={t('reload')}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </AppShell.Main>

      <AppShell.Footer className={classes.footer}>
        <AppFooter user={user} />
      </AppShell.Footer>
    </AppShell>
  );
}
