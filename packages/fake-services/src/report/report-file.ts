import type { FileReply } from '../http/handlers.js';

/** The header of each column the report files carry. */
const labels: Record<string, string> = {
  plantId: 'Plant Id',
  serialNumber: 'Serial Number',
  sewsPartNo: 'SEWS Part No',
  sewsDesignLevel: 'SEWS Design Level',
  custPartNo: 'Customer Part No',
  custDesignLevel: 'Customer Design Level',
  qty: 'Qty',
  containerSerialNumber: 'Container Serial No',
  printedDate: 'Printed Date',
  printedBy: 'Printed By',
  printerName: 'Printer Name',
  status: 'Status',
  customerCodeSummary: 'Customer Code',
  customerCode: 'Customer Code',
  carryOver: 'Carry Over',
  returned: 'Returned',
  reShipped: 'Re-Shipped',
  asnNumber: 'ASN Number',
  boxSerialNumber: 'Box Serial No',
  returnDate: 'Return Date',
  reShipDate: 'Re-Ship Date',
};

/** A report's rows as its export file: named and titled after the report (spec 3 section 9). */
export function reportFile(title: string, fields: readonly string[], rows: object[]): FileReply {
  return {
    fileName: title,
    title,
    columns: fields.map((field) => ({ field, label: labels[field] ?? field })),
    rows: rows as Record<string, unknown>[],
  };
}
