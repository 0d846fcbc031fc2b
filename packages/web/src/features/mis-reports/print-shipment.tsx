import { type PrintShipmentList, printShipmentLists, printShipmentReport, reportMessages } from '@fgss/contracts';
import { Button, Checkbox, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile, exportStamp } from '@/kit/export/download-file';
import { toast } from '@/kit/feedback/toast';
import { defineReport, ReportScreen } from '@/kit/report';
import { useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';

const lists = Object.keys(printShipmentLists) as PrintShipmentList[];

/**
 * The three shipping documents, all checked at first, and the download of the chosen ASN's; its
 * name sets it apart from the grid's Export to Excel (the list of ASNs). Without an ASN it says
 * 'Select an ASN No.'.
 */
function ShipmentDownloads({ listed, picked }: { listed: string[]; picked: string | undefined }) {
  const t = useT();
  const [checked, setChecked] = useState<PrintShipmentList[]>(lists);
  const [busy, setBusy] = useState(false);
  // One ASN listed is the one; of several, the user picks one.
  const asn = picked ?? (listed.length === 1 ? listed[0] : undefined);

  const download = async () => {
    if (!asn) return void toast.warning(reportMessages.selectAsn);
    setBusy(true);
    try {
      for (const list of checked) {
        const { call, fileName } = printShipmentLists[list];
        await downloadFile(
          `report.PrintShipment.${call}`,
          { ASN: asn, exportDate: exportStamp().exportDate },
          `${fileName}.xlsx`,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="sm">
      <Checkbox.Group value={checked} onChange={(v) => setChecked(v as PrintShipmentList[])}>
        <Group gap="sm">
          {lists.map((l) => (
            <Checkbox key={l} value={l} label={printShipmentLists[l].title} size="xs" />
          ))}
        </Group>
      </Checkbox.Group>
      <Button
        size="xs"
        leftSection={<IconDownload size={16} />}
        disabled={checked.length === 0}
        loading={busy}
        onClick={download}
      >
        {t('downloadShippingDocuments')}
      </Button>
    </Group>
  );
}

const report = defineReport({
  title: printShipmentReport.title,
  search: trpc.report.PrintShipment.search,
  filters: [{ kind: 'lookup', name: 'ASN', label: 'asn', call: trpc.report.PrintShipment.asnNumbers, w: 300 }],
  columns: () => reportColumns(printShipmentReport.row, printShipmentReport.columns),
  pickOne: true,
  toolbar: ({ rows, picked }) => <ShipmentDownloads listed={rows.map((r) => r.asnNumber)} picked={picked?.asnNumber} />,
});

/** /PrintShipment: an ASN's Packing List, Summary Packing List and Delivery List as spreadsheets. */
export default function PrintShipment() {
  return <ReportScreen def={report} />;
}
