import { UPLOAD_MAX_BYTES } from '@fgss/contracts';
import { Button, FileButton, List, ScrollArea, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useContext, useState } from 'react';
import { screenMessage } from '@/lib/api-error';
import { type Translate, useT } from '@/lib/i18n';
import { feedback } from '../feedback/feedback-host';
import { toast } from '../feedback/toast';
import { type ImportProgress, ImportProgressLine } from './import-progress';
import { asUpload, hasExtension } from './read-file';
import { refusedRowCount } from './refused-rows';
import { sheetRowCount } from './sheet-row-count';
import { UploadRight } from './upload-right';

export interface UploadButtonProps {
  /** Extensions the picker offers and the button accepts, e.g. ['.xls', '.xlsx']. */
  extensions: readonly string[];
  /** Shown when a file of another type is picked. */
  wrongTypeMessage: string;
  /** Sends the file (an upload call); its reply's message is shown. */
  upload(file: { name: string; content: string }): Promise<{ message: string }>;
  /** After a successful upload, e.g. to reload the grid. */
  onUploaded?: () => void;
  /** A refusal told the screen's own way (the plan import saves its rows as a file) instead of the kit's list. */
  onRefused?: (message: string, rows: string[]) => void;
  /**
   * An all-or-nothing workbook import: tells the rows the file holds as it is sent, the time
   * going by, then how many went in or were refused.
   */
  rowProgress?: boolean;
  disabled?: boolean;
  label?: string;
}

/** The rows a refused upload reports ('Row 3: ...'), from the gateway's error data. */
function reportedRows(error: unknown): string[] {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? issues.filter((i): i is string => typeof i === 'string') : [];
}

function showRefusal(message: string, rows: string[], t: Translate) {
  void feedback().then(({ modals }) =>
    modals.open({
      title: t('uploadRefused'),
      size: 'lg',
      children: (
        <>
          <Text mb="sm">{message}</Text>
          <ScrollArea.Autosize mah={320}>
            <List size="sm" aria-label={t('rowsReported')}>
              {rows.map((row) => (
                <List.Item key={row}>{row}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </>
      ),
    }),
  );
}

/**
 * A toolbar button that uploads one file: only the given extensions, one file, at most the
 * upload cap. The reply's message is shown; a refusal shows its message and every row reported.
 */
export function UploadButton({
  extensions,
  wrongTypeMessage,
  upload,
  onUploaded,
  onRefused,
  rowProgress,
  disabled,
  label,
}: UploadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const allowed = useContext(UploadRight);
  const t = useT();
  const send = async (file: File | null) => {
    if (!file) return;
    if (!hasExtension(file.name, extensions)) return toast.error(wrongTypeMessage);
    if (file.size > UPLOAD_MAX_BYTES) return toast.error(t('fileTooLarge', { mb: UPLOAD_MAX_BYTES >> 20 }));
    setBusy(true);
    setProgress(null);
    let fileRows: number | undefined;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (rowProgress) {
        fileRows = await sheetRowCount(bytes);
        setProgress({ state: 'sending', rows: fileRows, since: Date.now() });
      }
      const reply = await upload(asUpload(file.name, bytes));
      if (rowProgress) setProgress({ state: 'imported', rows: fileRows });
      toast.success(reply.message);
      onUploaded?.();
    } catch (error) {
      const message = screenMessage(error, t('uploadFailed'));
      const rows = reportedRows(error);
      // Without reported rows the plant may not have answered at all (a time-out): nothing is claimed.
      setProgress(
        rowProgress && rows.length > 0 ? { state: 'refused', rows: fileRows, refused: refusedRowCount(rows) } : null,
      );
      if (message && rows.length > 0) (onRefused ?? ((m: string, r: string[]) => showRefusal(m, r, t)))(message, rows);
      else if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const off = disabled || busy || !allowed;
  return (
    <>
      <FileButton onChange={send} accept={extensions.join(',')} multiple={false} disabled={off}>
        {(props) => (
          // FileButton only withholds its click when disabled: the button itself must look and be disabled.
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconUpload size={16} />}
            loading={busy}
            disabled={off && !busy}
          >
            {label ?? t('upload')}
          </Button>
        )}
      </FileButton>
      <ImportProgressLine progress={progress} />
      {!allowed && (
        <Text size="sm" c="dimmed" data-testid="upload-denied">
          {t('noUploadRight')}
        </Text>
      )}
    </>
  );
}
