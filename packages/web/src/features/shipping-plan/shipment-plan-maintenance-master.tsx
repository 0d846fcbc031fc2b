import { EXCEL_EXTENSIONS, firstOfMonth, PlanRow, partRulesMessages } from '@fgss/contracts';
import { Button } from '@mantine/core';
import { IconFileDownload, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '@/kit/export/download-file';
import { confirm } from '@/kit/feedback/confirm';
import { toast } from '@/kit/feedback/toast';
import { type CellEditorProps, DayCellEditor, MasterGrid } from '@/kit/master-grid';
import { dayDate } from '@/kit/report/report-state';
import { UploadButton } from '@/kit/upload';
import { screenMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { useScreenRights } from '@/lib/session';
import { trpc } from '@/lib/trpc';
import { showImportRefusal } from './import-refusal';
import { planOptions } from './options';
import { usePlanScope } from './plan-scope';

/** A plan date: typed in the user's format, from the first day of the current month on (spec 3 section 4). */
const PlanDateEditor = (props: CellEditorProps) => (
  <DayCellEditor {...props} minDate={dayDate(firstOfMonth()) ?? undefined} />
);

/**
 * /ShipmentPlanMaintenanceMaster: the shipment or production plan of a plant for a month. The
 * grid shows the option's date and quantity; the template is the workbook the import reads, an
 * import is all or nothing (a refusal saves its error detail), Delete All empties the chosen plan.
 */
export default function ShipmentPlanMaintenanceMaster() {
  const t = useT();
  const scope = usePlanScope(t);
  const { option, plantId, year, month } = scope;
  const rights = useScreenRights('ShipmentPlanMaintenanceMaster');
  const calls = trpc.shipping.ShipmentPlanMaintenanceMaster;
  const queryClient = useQueryClient();
  const customers = useQuery(calls.customers.queryOptions({}));
  const groups = useQuery(calls.customerGroups.queryOptions({}));
  const warehouses = useQuery(calls.shipToWhse.queryOptions({}));
  const upload = useMutation(calls.import.mutationOptions());
  const deleteAll = useMutation(calls.deleteAll.mutationOptions());
  const [templateBusy, setTemplateBusy] = useState(false);
  const production = option === 'PROD';

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    try {
      await downloadFile(
        'shipping.ShipmentPlanMaintenanceMaster.template',
        { type: option },
        `ShipmentPlan_${option}_Template.xlsx`,
      );
    } finally {
      setTemplateBusy(false);
    }
  };
  const removeAll = async () => {
    if (!(await confirm(t('planConfirmDeleteAll')))) return;
    try {
      toast.success((await deleteAll.mutateAsync({ option, plantId, year, month })).message);
      await queryClient.invalidateQueries(calls.list.pathFilter());
    } catch (error) {
      const message = screenMessage(error, t('deleteAllFailed'));
      if (message) toast.error(message);
    }
  };

  return (
    <MasterGrid
      entity={PlanRow}
      procedures={calls}
      title={t('planMaintenanceTitle')}
      exportTitle={PlanRow.title}
      scope={scope}
      newRow={{ option, plantId }}
      columns={{
        sewsPartNo: { label: t('planSewsPartNo') },
        designChange: { label: t('planDesignChange') },
        lineCode: { label: t('planLineCode') },
        custGroup: { label: t('planCustGroup'), options: planOptions(groups) },
        customerCode: { label: t('planCustomerCode'), options: planOptions(customers) },
        prodDate: { label: t('planProdDate'), hidden: !production, Edit: PlanDateEditor },
        shipDate: { label: t('planShipDate'), hidden: production, Edit: PlanDateEditor },
        shipToWhse: { label: t('planShipToWhse'), options: planOptions(warehouses) },
        begInvent: { label: t('planBegInvent') },
        shipQty: { label: t('planShipQty'), hidden: production },
        prodQty: { label: t('planProdQty'), hidden: !production },
      }}
      toolbar={
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileDownload size={16} />}
            loading={templateBusy}
            onClick={downloadTemplate}
          >
            {t('planTemplate')}
          </Button>
          <UploadButton
            label={t('planImport')}
            extensions={EXCEL_EXTENSIONS}
            wrongTypeMessage={partRulesMessages.onlyExcel}
            disabled={scope.dirty}
            rowProgress
            upload={(file) => upload.mutateAsync({ option, plantId, file })}
            onUploaded={() => queryClient.invalidateQueries(calls.list.pathFilter())}
            onRefused={(message, rows) => showImportRefusal(message, rows, `ShipmentPlan_${option}_ImportErrors.txt`)}
          />
          {rights.delete && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              disabled={scope.dirty}
              loading={deleteAll.isPending}
              onClick={removeAll}
            >
              {t('planDeleteAll')}
            </Button>
          )}
        </>
      }
    />
  );
}
