import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page-sized notice with one way out: a screen that is missing, or one that failed. */
export function PageNotice(p: {
  icon: ReactNode;
  color: string;
  title: string;
  hint?: string;
  action: string;
  onAction(): void;
}) {
  return (
    <Paper p={48}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={p.color}>
          {p.icon}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {p.title}
        </Text>
        {p.hint && (
          <Text c="dimmed" size="sm">
            {p.hint}
          </Text>
        )}
        <Button variant="light" mt="sm" onClick={p.onAction}>
          {p.action}
        </Button>
      </Stack>
    </Paper>
  );
}
