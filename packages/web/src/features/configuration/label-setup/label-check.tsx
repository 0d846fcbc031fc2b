import { type LabelCheckReply, labelCheckMessages } from '@fgss/contracts';
import { ActionIcon, Alert, List, Loader, Modal, Stack, Tooltip } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LabelPreview, printFailed } from '@/kit/print-screen';
import { useSpecText, useT } from '@/lib/i18n';
import type { MutationProcedure } from '@/lib/procedures';

/**
 * Check of a label format, in its grid row: a sample label of the format as it would print now
 * (the row as edited, saved or not), drawn, with what would not scan, fit or print.
 */
export function LabelCheck({ check, row }: { check: MutationProcedure; row: Record<string, unknown> }) {
  const t = useT();
  const spec = useSpecText();
  const call = useMutation(check.mutationOptions({ meta: { showsOwnFailure: true } }));
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState<LabelCheckReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setOpen(true);
    setReply(null);
    setFailure(null);
    try {
      setReply(await call.mutateAsync(row));
    } catch (error) {
      setFailure(printFailed(error)?.message ?? null);
    }
  };
  const format = String(row.labelFormat ?? '');
  return (
    <>
      <Tooltip label={t('checkLabel')}>
        <ActionIcon size="sm" variant="subtle" aria-label={t('checkLabelOf', { format })} onClick={run}>
          <IconScan size={16} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('checkLabelOf', { format })} size="lg">
        <Stack gap="sm" data-testid="label-check">
          {call.isPending && <Loader size="sm" />}
          {failure && (
            <Alert color="red" style={{ whiteSpace: 'pre-line' }}>
              {spec(failure)}
            </Alert>
          )}
          {reply && (
            <Alert color={reply.ok ? 'green' : 'orange'} data-testid="label-check-result" data-ok={reply.ok}>
              {reply.ok ? (
                spec(labelCheckMessages.passed)
              ) : (
                <List size="sm">
                  {reply.findings.map((f) => (
                    <List.Item key={`${f.kind} ${f.field}`} data-kind={f.kind}>
                      {spec(f.message)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          {reply && <LabelPreview preview={reply.preview} caption={t('sampleLabel')} />}
        </Stack>
      </Modal>
    </>
  );
}
