import { messages } from '@fgss/contracts';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app/i18n';
import { Page } from '../../kit/page/page';

/** A menu entry whose screen this version does not have yet says so plainly. */
export function NotAvailablePage({ label }: { label: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Page title={label}>
      <Paper p={48}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconBarrierBlock size={34} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {messages.notAvailable}
          </Text>
          <Text c="dimmed" size="sm">
            {t('notAvailableHint')}
          </Text>
          <Button variant="light" mt="sm" onClick={() => navigate('/home')}>
            {t('backToHome')}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
