import { overShipmentReport } from '@fgss/contracts';
import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { cellText } from '@/kit/date/format-date';
import { useDateFormat, useSpecText, useT } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { reportColumns } from './columns';

interface MasterRow {
  sewsPartNo: string;
  sewsDesignLevel: string;
  custGroup: string;
  customerID: string;
  wharehouse: string;
}

const columns = reportColumns(overShipmentReport.detailRow, overShipmentReport.detailColumns);

/** The ASNs behind one over-shipment master row, asked for when the row is expanded. */
export function OverShipmentDetails({
  row,
  plantID,
  year,
  month,
}: {
  row: MasterRow;
  plantID: string | null;
  year: string | null;
  month: string | null;
}) {
  const t = useT();
  const specText = useSpecText();
  const dateFormat = useDateFormat();
  const details = useQuery(
    trpc.report.OverShipmentTraceReport.shipmentDetails.queryOptions(
      {
        plantID: plantID ?? '',
        year: year ?? undefined,
        month: month ?? undefined,
        partNumber: row.sewsPartNo,
        customerID: row.customerID,
        custGroup: row.custGroup,
        wharehouse: row.wharehouse,
        sewsDesignNo: row.sewsDesignLevel,
      },
      { retry: false },
    ),
  );
  if (details.isPending) return <Loader size="sm" aria-label={t('loadingDetails')} />;
  if (details.isError) return <Text c="red">{details.error.message}</Text>;
  return (
    <Table striped withTableBorder withColumnBorders fz="xs" aria-label={t('shipmentDetails')}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.field}>{specText(c.label)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {details.data.data.map((d) => (
          <Table.Tr key={d.id}>
            {columns.map((c) => (
              <Table.Td key={c.field}>
                {c.field === 'reOpen' ? t(d.reOpen ? 'yes' : 'no') : cellText(d[c.field], dateFormat)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
