import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Texts in the user's language (a class component cannot use the i18n hook). */
  title: string;
  action: string;
}

/**
 * A screen that fails to render shows this instead of taking the whole app (menu, header) down;
 * the shell keys it by route, so opening another screen starts afresh. React logs the error.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Paper p={48}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="red">
            <IconAlertTriangle size={34} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {this.props.title}
          </Text>
          <Button variant="light" onClick={() => window.location.reload()}>
            {this.props.action}
          </Button>
        </Stack>
      </Paper>
    );
  }
}
