import { EXCEL_EXTENSIONS, FordAlert, LOOKUP_PAGE_SIZE, messages, partRulesMessages } from '@fgss/contracts';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { MasterGrid, usePlantScope } from '@/kit/master-grid';
import { UploadButton } from '@/kit/upload';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { trpcClient } from '@/lib/trpc-client';
import { partLookupEditor } from './part-lookup';
import { sewsPartSearch } from './sews-part-search';

/**
 * /FORDAlertMaster: the alert texts of the plant's FORD parts. The SEWS part is set on new rows
 * only, from the part search (its design level and customer fill from the XREF through the
 * screen's Fill call); a workbook upload adds rows; Delete All empties the plant's list.
 */
export default function FORDAlertMaster() {
  const t = useT();
  const plant = usePlantScope(trpc.configuration.FORDAlertMaster);
  const plantId = plant.value ?? '';
  const rights = useScreenRights('FORDAlertMaster');
  const queryClient = useQueryClient();
  const upload = useMutation(trpc.configuration.FORDAlertMaster.import.mutationOptions());
  const deleteAll = useMutation(trpc.configuration.FORDAlertMaster.deleteAll.mutationOptions());
  const search = useMemo(
    () =>
      sewsPartSearch(
        (input, opts) => trpcClient.configuration.FORDAlertMaster.sewsPartNumbers.query(input, opts),
        plantId,
      ),
    [plantId],
  );

  const reload = () => queryClient.invalidateQueries(trpc.configuration.FORDAlertMaster.list.pathFilter());
  const removeAll = async () => {
    if (!(await confirm(messages.confirmDeleteAll))) return;
    try {
      toast.success((await deleteAll.mutateAsync({ plantId })).message);
      await reload();
    } catch (error) {
      const message = screenMessage(error, t('deleteAllFailed'));
      if (message) toast.error(message);
    }
  };
  return (
    <MasterGrid
      entity={FordAlert}
      procedures={trpc.configuration.FORDAlertMaster}
      scope={plant}
      columns={{
        sewsPartNo: {
          Edit: partLookupEditor({
            field: 'sewS_PART_NO',
            max: 40,
            pageSize: LOOKUP_PAGE_SIZE,
            load: search,
          }),
        },
      }}
      toolbar={
        <>
          <UploadButton
            extensions={EXCEL_EXTENSIONS}
            wrongTypeMessage={partRulesMessages.onlyExcel}
            disabled={!rights.create || plant.dirty}
            upload={(file) => upload.mutateAsync({ plantid: plantId, file })}
            onUploaded={reload}
          />
          {rights.delete ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={plant.dirty}
              loading={deleteAll.isPending}
              onClick={removeAll}
            >
              {t('deleteAll')}
            </Button>
          ) : null}
        </>
      }
      exportTitle="FORD Alert Master"
    />
  );
}
