import { EXCEL_EXTENSIONS, MESSAGE_LINE_BREAK, partRulesMessages } from '@fgss/contracts';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconListCheck, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { textWithDates } from '@/kit/date/format-date';
import { toast } from '@/kit/feedback/toast';
import { Page } from '@/kit/page/page';
import { usePlantChoice } from '@/kit/plant/plant-select';
import { UploadButton } from '@/kit/upload';
import { UploadRight } from '@/kit/upload/upload-right';
import { screenMessage } from '@/lib/api-error';
import { useDateFormat, useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';

const calls = trpc.import.ImportXREFData;
const lines = (message: string) => message.split(MESSAGE_LINE_BREAK).join('\n');

/**
 * /ImportXREFData (spec 3 sections 2.3, 7): a workbook of XREF rows for the chosen plant starts
 * an import job on the server; Show Status reads where the job stands and, at its end, what was
 * added, updated or refused. The server's '/r/' is a line break of the read-only text area.
 */
export default function ImportXREFData() {
  const t = useT();
  const { create } = useScreenRights('ImportXREFData');
  const { plantId, select } = usePlantChoice(calls);
  const dateFormat = useDateFormat();
  const [message, setMessage] = useState('');
  const [reading, setReading] = useState(false);

  const upload = async (file: { name: string; content: string }) => {
    const reply = await trpcClient.import.ImportXREFData.import.mutate({ plantId: plantId ?? '', file });
    setMessage(lines(reply.message));
    return { message: reply.message.replaceAll(MESSAGE_LINE_BREAK, ' ') };
  };
  const showStatus = async () => {
    setReading(true);
    try {
      setMessage(lines((await trpcClient.import.ImportXREFData.showStatus.query({})).message));
    } catch (error) {
      const text = screenMessage(error, t('statusNotRead'));
      if (text) toast.error(text);
    } finally {
      setReading(false);
    }
  };

  return (
    <Page title={t('importXrefData')} actions={select}>
      <Paper withBorder radius="md" p="sm" shadow="xs">
        <Stack gap="sm">
          <Group gap="sm">
            <UploadRight.Provider value={create}>
              <UploadButton
                label={t('importFile')}
                extensions={EXCEL_EXTENSIONS}
                wrongTypeMessage={partRulesMessages.onlyExcel}
                upload={upload}
                disabled={!plantId}
              />
            </UploadRight.Provider>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconListCheck size={16} />}
              loading={reading}
              onClick={showStatus}
            >
              {t('showStatus')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('print')}
            </Button>
          </Group>
          <Textarea
            label={t('importStatus')}
            readOnly
            autosize
            minRows={10}
            maxRows={24}
            // The job's times in the user's date format, as every other date.
            value={textWithDates(message, dateFormat)}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        </Stack>
      </Paper>
    </Page>
  );
}
