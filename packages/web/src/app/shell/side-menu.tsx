import { Box, NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSpecText, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { totalCount } from '@/lib/total-count';
import { MenuIcon } from './menu-icon';
import { groupOfPath, type MenuGroup, menuGroups } from './menu-items';
import classes from './side-menu.module.css';

interface SideMenuProps {
  /** The icon rail: icons only, with their labels as tooltips. */
  rail: boolean;
  /** An item was chosen (a temporary menu closes). */
  onNavigate: () => void;
  /** A group's icon was clicked on the rail: show the full menu with that group expanded. */
  onOpenFromRail: () => void;
}

const isHome = (pathname: string) => ['/', '/home'].includes(pathname.toLowerCase());

export function SideMenu({ rail, onNavigate, onOpenFromRail }: SideMenuProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useSession()?.permissionTree;
  const specText = useSpecText();
  const groups = useMemo(() => menuGroups(tree ?? [], specText), [tree, specText]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const current = groupOfPath(groups, pathname);
    return new Set(current ? [current] : []);
  });

  const toggleGroup = (key: string, open?: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });

  const go = (path: string) => {
    totalCount.reset();
    navigate(path);
    onNavigate();
  };

  // Real links (reachable by keyboard, openable in a new tab) that navigate inside the app on a plain click.
  const linkTo = (path: string) => ({
    href: path,
    onClick: (e: MouseEvent) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      go(path);
    },
  });

  const activeGroup = groupOfPath(groups, pathname);

  if (rail) {
    return (
      <Stack gap={4} p={8} align="center">
        <RailButton label={t('home')} active={isHome(pathname)} onClick={() => go('/home')}>
          <MenuIcon name="home" />
        </RailButton>
        {groups.map((g) => (
          <RailButton
            key={g.key}
            label={g.label}
            active={activeGroup === g.key}
            onClick={() => {
              toggleGroup(g.key, true);
              onOpenFromRail();
            }}
          >
            <MenuIcon name={g.icon} />
          </RailButton>
        ))}
      </Stack>
    );
  }

  return (
    <ScrollArea type="scroll" h="100%">
      <Box p={6} component="nav" aria-label={t('mainMenu')}>
        <NavLink
          className={classes.item}
          label={t('home')}
          leftSection={<MenuIcon name="home" />}
          active={isHome(pathname)}
          {...linkTo('/home')}
        />
        {groups.map((g) => (
          <Group
            key={g.key}
            group={g}
            opened={expanded.has(g.key)}
            current={activeGroup === g.key}
            onToggle={() => toggleGroup(g.key)}
          >
            {g.children.map((child) => (
              <NavLink
                key={child.key}
                className={classes.child}
                label={child.label}
                active={pathname.toLowerCase() === child.path.toLowerCase()}
                {...linkTo(child.path)}
              />
            ))}
          </Group>
        ))}
      </Box>
    </ScrollArea>
  );
}

function Group({
  group,
  opened,
  current,
  onToggle,
  children,
}: {
  group: MenuGroup;
  opened: boolean;
  /** Holds the open screen. */
  current: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  // A group's entries are made when it first opens and kept (its closing slides them away): the
  // closed groups' ~90 entries were a good part of the shell's first render.
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);
  return (
    <NavLink
      className={classes.item}
      data-current={current || undefined}
      label={group.label}
      leftSection={<MenuIcon name={group.icon} />}
      component="button"
      aria-expanded={opened}
      opened={opened}
      onClick={onToggle}
      childrenOffset={30}
    >
      {/* An empty list, not nothing: a NavLink without children shows no chevron. */}
      {everOpened ? children : []}
    </NavLink>
  );
}

function RailButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} position="right" withArrow>
      <UnstyledButton className={classes.rail} data-active={active || undefined} onClick={onClick} aria-label={label}>
        {children}
      </UnstyledButton>
    </Tooltip>
  );
}
