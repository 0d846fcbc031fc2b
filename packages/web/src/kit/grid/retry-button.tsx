import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '@/lib/i18n';
import { retryAfterOf, useRetryWait } from '@/lib/retry-wait';

/**
 * After a grid load refused for too many requests: 'Try again', disabled and counting down the
 * seconds the gateway asked to wait. Nothing for any other state of the load.
 */
export function RetryButton({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useT();
  const left = useRetryWait(error);
  if (retryAfterOf(error) === null) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={16} />}
      disabled={left > 0}
      onClick={onRetry}
      data-testid="grid-retry"
    >
      {left > 0 ? t('tryAgainIn', { n: left }) : t('tryAgain')}
    </Button>
  );
}
