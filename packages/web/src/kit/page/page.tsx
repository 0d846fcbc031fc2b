import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSpecText } from '@/lib/i18n';

interface PageProps {
  title: string;
  /** Controls at the right of the title (plant selector, buttons). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every signed-in screen sits in: its title (also the tab's) and its content. */
export function Page({ title: specTitle, actions, children }: PageProps) {
  // Screens are titled with the spec's screen names (contracts/screens.ts).
  const title = useSpecText()(specTitle);
  useDocumentTitle(`${title} · FGSS`);
  return (
    <Stack gap="md" flex={1} miw={0}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3" c="gray.9">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
