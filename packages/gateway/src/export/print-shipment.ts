import { PassThrough } from 'node:stream';
import {
  type CallOutput,
  messages,
  type PrintShipmentList,
  printShipmentDownload,
  printShipmentLists,
  registry,
  type ShipmentHeader,
} from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkAccess } from '../access.js';
import type { Context } from '../context.js';
import { issueLines } from '../errors.js';
import { forward } from '../forward.js';
import { knownTimeZone, type ReportDate, reportDate } from './report-date.js';
import { cellValue, plainText } from './workbook.js';

const calls = {
  PL: registry.report.PrintShipment.packingList,
  PS: registry.report.PrintShipment.summaryPackingList,
  DL: registry.report.PrintShipment.deliveryList,
} as const;
type ListReply = CallOutput<(typeof calls)[PrintShipmentList]>;

/** The columns of each spreadsheet, in order, with their headings. */
const columns: Record<PrintShipmentList, [field: string, label: string][]> = {
  PL: [
    ['masterLabelSerialNumber', 'Master Label'],
    ['palletNumber', 'Pallet'],
    ['boxSerialNumber', 'Box Serial'],
    ['sewsPartNo', 'SEWS Part No'],
    ['sewsDesignLevel', 'Design Level'],
    ['custPartNo', 'Customer Part No'],
    ['custDesignLevel', 'Customer Design Level'],
    ['qty', 'Quantity'],
  ],
  PS: [
    ['sewsPartNo', 'SEWS Part No'],
    ['sewsDesignLevel', 'Design Level'],
    ['custPartNo', 'Customer Part No'],
    ['custDesignLevel', 'Customer Design Level'],
    ['boxes', 'Boxes'],
    ['qty', 'Quantity'],
  ],
  DL: [
    ['masterLabelSerialNumber', 'Master Label'],
    ['palletNumber', 'Pallet'],
    ['boxes', 'Boxes'],
    ['qty', 'Quantity'],
    ['palletLoadDTM', 'Pallet Load Date'],
  ],
};

/** The ASN's head, one 'label: value' line each, above the rows. */
const headLines = (h: ShipmentHeader): [string, unknown][] => [
  ['ASN No', `${h.asnNumber} (version ${h.asnVersion})`],
  ['Ship Date', h.shipDate],
  ['Plant', `${h.plantId} - ${h.plantName}`],
  ['Deliver To', h.deliverTo],
  ['Customer', h.customerId],
  ['Carrier', h.carrier],
  ['Truck', h.truckInfo],
  ['Transportation', h.transportationInformation],
  ['Dock', h.dockNm],
  ['Employee', h.employeeId],
];

/** 'PackingList_03-18-2026.xlsx': the spec's name and the date in the user's order. */
function contentDisposition(fileName: string, at: ReportDate): string {
  const name = `${fileName}_${at.fileDate}.xlsx`;
  return `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams one spreadsheet: title, date and time, the ASN's head, the rows, totals, END OF REPORT. */
async function writeList(out: PassThrough, list: PrintShipmentList, reply: ListReply, at: ReportDate) {
  // Loaded on the first such download: an idle gateway need not hold exceljs (about 17 MB).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const { title } = printShipmentLists[list];
  const sheet = workbook.addWorksheet(title);
  const fields = columns[list];
  sheet.columns = fields.map(([, label]) => ({ width: Math.max(14, label.length + 4) }));
  const add = (values: unknown[], font?: Partial<ExcelJS.Font>) => {
    const row = sheet.addRow(values.map(cellValue));
    if (font) row.font = font;
    row.commit();
  };
  add([title], { bold: true, size: 14 });
  add([`Date: ${at.date} Time: ${at.time}`]);
  for (const [label, value] of headLines(reply.shipment)) add([label, value]);
  add([]);
  add(
    fields.map(([, label]) => plainText(label)),
    { bold: true },
  );
  const totals = { boxes: 0, qty: 0 };
  for (const row of reply.data as Record<string, unknown>[]) {
    add(fields.map(([field]) => row[field]));
    totals.boxes += typeof row.boxes === 'number' ? row.boxes : 1;
    totals.qty += typeof row.qty === 'number' ? row.qty : 0;
  }
  add(['Total Boxes', totals.boxes, 'Total Quantity', totals.qty], { bold: true });
  add(['END OF REPORT'], { bold: true });
  sheet.commit();
  await workbook.commit();
}

/**
 * POST /api/print-shipment: Print Shipment's Packing List, Summary Packing List or Delivery
 * List of one ASN as a spreadsheet, built here from the report service's rows (spec 3 section 2.1).
 * Permission is the list call's own (PrintShipment read).
 */
export function registerPrintShipmentRoute(
  app: FastifyInstance,
  makeContext: (req: FastifyRequest) => Promise<Context>,
) {
  app.post('/api/print-shipment', async (req, reply) => {
    const body = printShipmentDownload.safeParse(req.body);
    if (!body.success) {
      const issues = issueLines(body.error.issues);
      return reply.code(400).send({ message: issues.join('\n'), issues });
    }
    const { ASN, list, language, timeZone } = body.data;
    const call = calls[list];
    let data: ListReply;
    try {
      const ctx = await makeContext(req);
      checkAccess(call.access, ctx, { ASN });
      data = (await forward(call, { ASN }, ctx)) as ListReply;
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      const status = getHTTPStatusCodeFromError(err);
      return reply.code(status).send({ message: status === 404 ? messages.noRecords : err.message });
    }
    if (data.data.length === 0) return reply.code(404).send({ message: messages.noRecords });

    const at = reportDate(new Date(), language, knownTimeZone(timeZone));
    const out = new PassThrough();
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(printShipmentLists[list].fileName, at))
      .header('cache-control', 'no-store')
      .send(out);
    try {
      await writeList(out, list, data, at);
    } catch (err) {
      req.log.error({ err, ASN, list }, 'print shipment spreadsheet failed while streaming');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
    return reply;
  });
}
