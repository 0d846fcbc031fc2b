import { SUPER_GROUP } from '@fgss/contracts';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconServerCog, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/lib/i18n';
import { type Session, session } from '@/lib/session';
import classes from './shell.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** '<first name> | <environment>' with the user's menu (spec 1 section 2). */
export function UserPanel({ user, compact }: { user: Session['userData']; compact: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* Named by its text (the initials hidden), visible or not: a label differing from the visible text misleads voice control. */}
        <UnstyledButton className={classes.userButton}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="fgss" variant="filled" aria-hidden>
              {initials(user.employeeName || user.firstName)}
            </Avatar>
            {compact ? (
              <VisuallyHidden>
                {user.firstName} | {user.environment}
              </VisuallyHidden>
            ) : (
              <Text size="sm" fw={500} c="white">
                {user.firstName} | {user.environment}
              </Text>
            )}
            <IconChevronDown size={14} color="white" aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.employeeName}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => navigate('/profile')}>
          {t('profile')}
        </Menu.Item>
        {user.groupCode === SUPER_GROUP && (
          <Menu.Item leftSection={<IconServerCog size={16} />} onClick={() => navigate('/serverStatus')}>
            {t('serverConfiguration')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => session.clear()}>
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
