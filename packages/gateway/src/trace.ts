import {
  type AnyCall,
  BoxHarnessReport,
  kindLooksLike,
  PrintHistory,
  PrintShipment,
  ShipmentReport,
  Trace,
  type TraceLinks,
  type TraceNode,
  type TracePartRow,
  type TraceReply,
  type TraceSearchInput,
  type TraceStep,
  TransmissionLog,
} from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from './context.js';
import { forward } from './forward.js';

/** The most rows one source gives a trace: an ASN's boxes, a part's shipments of the range. */
const ROWS = 2000;

/**
 * Asks one service call with the user's token, as the call's own procedure would. A call the
 * user may not read (Print History and the Transmission Log have rights of their own) leaves its
 * steps out and names its screen in `hidden`, rather than failing the whole trace.
 */
function asker(ctx: Context, hidden: Set<string>) {
  return async <C extends AnyCall>(call: C, screen: string, input: z.input<C['input']>) => {
    try {
      return (await forward(call, call.input.parse(input), ctx)) as z.output<C['response']>;
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'FORBIDDEN') {
        hidden.add(screen);
        return null;
      }
      throw error;
    }
  };
}
type Ask = ReturnType<typeof asker>;

/** `ask` that asks each call and input once: a call started early is answered from its first asking. */
function remembered(ask: Ask): Ask {
  const asked = new Map<string, Promise<unknown>>();
  return ((call, screen, input) => {
    const key = `${call.service} ${call.path} ${JSON.stringify(input)}`;
    let answer = asked.get(key);
    if (!answer) {
      answer = ask(call, screen, input);
      // One started early and never used must not fail the process; one used is awaited there.
      answer.catch(() => undefined);
      asked.set(key, answer);
    }
    return answer;
  }) as Ask;
}

/** The calls of a serial's or ASN's trace, each built one way, so an early asking is the same one. */
function traceCalls(ask: Ask, plantID: string) {
  return {
    jobs: (serial: string) => ask(PrintHistory.list, 'PrintHistory', { serial, skip: 0, take: 100 }),
    boxOf: (serial: string) => ask(BoxHarnessReport.search, 'BoxHarnessReport', { plantID, harnessSNO: serial }),
    harnessesOf: (serial: string) =>
      ask(BoxHarnessReport.search, 'BoxHarnessReport', { plantID, boxSNO: serial, take: ROWS }),
    head: (asn: string) => ask(PrintShipment.search, 'PrintShipment', { ASN: asn }),
    interchanges: (asn: string) => ask(TransmissionLog.search, 'TransmissionLog', { asnNumber: asn, take: 100 }),
  };
}

/**
 * Starts, beside Trace/Links, the calls the text's shape already names (a harness's jobs and box,
 * an ASN's head and interchanges): Links and then the Transmission Log were a trace's two turns
 * one after the other. A guess Links proves wrong is left unread.
 */
function startByShape(calls: ReturnType<typeof traceCalls>, text: string): void {
  const kind = kindLooksLike(text);
  if (kind === 'asn') {
    void calls.head(text);
    void calls.interchanges(text);
    return;
  }
  if (kind) void calls.jobs(text);
  if (kind === 'harness') void calls.boxOf(text);
  if (kind === 'box') void calls.harnessesOf(text);
}

/**
 * report.Trace.search: the gateway's own procedure. It composes the spec's report calls with
 * Trace/Links (the links no spec report carries by serial), so it works against the real plant
 * services too. Serial: Trace/Links, with (or, when the text's shape does not name them, then)
 * side by side Print History (the jobs that printed it),
 * Box/Harness (a harness's box, a box's harnesses), Print Shipment (the ASN's carrier and dock),
 * the Transmission Log (each interchange and its 997) and the Shipment Report's detail (an ASN's
 * pallets and boxes). A part with a date range: the Shipment Report's detail by SEWS and by
 * customer part number.
 */
export async function runTrace(input: TraceSearchInput, ctx: Context): Promise<TraceReply> {
  const hidden = new Set<string>();
  const ask = remembered(asker(ctx, hidden));
  const plantId = input.plantID;
  if (input.dateFrom && input.dateTo) {
    const rows = await partRows(ask, input as Required<TraceSearchInput>);
    return { found: 'part', part: input.text, plantId, rows };
  }
  const calls = traceCalls(ask, plantId);
  startByShape(calls, input.text);
  const links = await ask(Trace.links, 'Trace', { plantID: plantId, serial: input.text });
  if (!links || links.kind === 'none')
    return { found: 'none', text: input.text, plantId, looksLike: kindLooksLike(input.text) };
  const kind = links.kind;
  const serial = serialOf(links) ?? input.text;
  const asn = links.asn;
  const shipDay = asn?.shipDate?.slice(0, 10);

  const [jobs, harnessBox, boxHarnesses, shipped, interchanges, asnRows] = await Promise.all([
    kind !== 'asn' ? calls.jobs(serial) : null,
    kind === 'harness' ? calls.boxOf(serial) : null,
    kind === 'box' ? calls.harnessesOf(serial) : null,
    asn ? calls.head(asn.asnNumber) : null,
    asn ? calls.interchanges(asn.asnNumber) : null,
    asn && shipDay && kind !== 'harness' && kind !== 'box'
      ? ask(ShipmentReport.search, 'ShipmentReport', {
          plantID: plantId,
          reportOption: 'D',
          ASN: asn.asnNumber,
          dateFrom: shipDay,
          dateTo: shipDay,
          take: ROWS,
        })
      : null,
  ]);

  const steps: TraceStep[] = [];
  const step = (s: Omit<TraceStep, 'ref' | 'link' | 'filter'> & Partial<Pick<TraceStep, 'ref' | 'link' | 'filter'>>) =>
    steps.push({ ref: null, link: null, filter: {}, ...s });
  // A report's filters for one day of the plant, as its screen reads them from its address.
  const onDay = (at: string | null | undefined, more: Record<string, string>) => {
    const d = at?.slice(0, 10);
    return { plantID: plantId, ...(d ? { dateFrom: d, dateTo: d } : {}), ...more };
  };

  // Printed: each print job holding the serial (Print History), else the label's own record.
  const own = links.harness ?? links.box ?? links.pallet ?? links.masterLabel;
  const printJobs = [...(jobs?.data ?? [])].sort((a, b) => a.id - b.id);
  for (const job of printJobs)
    step({
      at: job.printedAt,
      kind: job.reprintOf ? 'reprinted' : 'printed',
      detail: {
        job: job.id,
        screen: job.screen,
        printer: job.printerName,
        user: job.userId,
        state: job.state,
        confirmed: job.state === 'printed' ? 'yes' : 'no',
        reason: job.reprintReason ?? null,
        reprintOf: job.reprintOf ?? null,
      },
      link: 'PrintHistory',
      filter: { serial },
    });
  if (printJobs.length === 0 && own && kind !== 'asn')
    step({
      at: own.printedAt,
      kind: 'printed',
      detail: { printer: own.printerName, user: own.printedBy, job: null, screen: null, state: null, confirmed: null },
      link: 'LabelPrintedbutnotShippedReport',
      filter: onDay(own.printedAt, { reportOption: kind === 'harness' ? 'H' : kind === 'box' ? 'B' : 'P' }),
    });

  for (const r of links.relabels) {
    const from = r.from === serial;
    // A box relabel that kept the harness's label, or moved an empty box: a re-inspection.
    if (r.kind === 'box' && r.from === r.to) {
      step({
        at: r.at,
        kind: 'reinspected',
        ref: r.boxSerialNo,
        detail: { box: r.boxSerialNo, user: r.by },
        link: 'DeleteReinspectedBox',
      });
      continue;
    }
    step({
      at: r.at,
      kind: from ? 'relabeledTo' : 'relabeledFrom',
      ref: from ? r.to : r.from,
      detail: { box: r.boxSerialNo, user: r.by, via: r.kind },
      link: r.kind === 'harness' ? 'HarnessLabelRelabel' : 'BoxRelabeling',
    });
  }
  for (const d of links.doi)
    step({
      at: d.at,
      kind: 'doi',
      detail: { option: d.option, controlNo: d.controlNo, user: d.by },
      link: 'DOIReport',
      filter: onDay(d.at, { controlNo: d.controlNo }),
    });

  if (kind === 'harness' && links.box) {
    const mfgDate = harnessBox?.data[0]?.mfgDate ?? links.harness?.mfgDate ?? null;
    step({
      at: links.box.printedAt,
      kind: 'packed',
      ref: links.box.serial,
      detail: { box: links.box.serial, mfgDate, part: links.box.sewsPartNo },
      link: 'BoxHarnessReport',
      filter: { plantID: plantId, boxSNO: links.box.serial },
    });
  }
  // The Shipment Report's detail of the ASN on its ship day, where the box's pallet row is.
  const shipmentFilter = asn ? onDay(shipDay, { reportOption: 'D', ASN: asn.asnNumber }) : {};
  if (links.pallet && (kind === 'harness' || kind === 'box'))
    step({
      at: links.box?.packedAt ?? null,
      kind: 'palletized',
      ref: links.pallet.serial,
      detail: { pallet: links.pallet.serial },
      link: 'ShipmentReport',
      filter: shipmentFilter,
    });
  if (links.masterLabel && kind !== 'masterLabel' && kind !== 'asn')
    step({
      at: links.pallet?.loadedAt ?? null,
      kind: 'loaded',
      ref: links.masterLabel.serial,
      detail: { masterLabel: links.masterLabel.serial, truckLoadAt: links.masterLabel.truckLoadAt },
      link: 'ShipmentReport',
      filter: shipmentFilter,
    });
  if (asn) {
    const head = shipped?.data[0];
    step({
      at: asn.shipDate ?? asn.createdAt,
      kind: 'shipped',
      ref: kind === 'asn' ? null : asn.asnNumber,
      detail: {
        asn: asn.asnNumber,
        version: asn.asnVersion,
        status: asn.status,
        shipDate: asn.shipDate,
        carrier: head?.carrier ?? asn.carrier,
        truck: asn.truckInfo,
        transport: head?.transportationInformation ?? null,
        dock: head?.dockNm ?? null,
        deliverTo: asn.deliverTo,
      },
      link: 'PrintShipment',
      filter: { ASN: asn.asnNumber },
    });
  }
  for (const t of [...(interchanges?.data ?? [])].sort((a, b) => a.id - b.id))
    step({
      at: t.transmittedAt,
      kind: 'transmitted',
      detail: {
        asn: t.asnNumber,
        version: t.asnVersion,
        purpose: t.purpose,
        isa13: t.interchangeControl,
        gs06: t.groupControl,
        st02: t.transactionControl,
        result: t.result,
        ack: t.ackState,
        ackReason: t.ackReason || null,
        acknowledgedAt: t.acknowledgedAt,
        user: t.userId,
      },
      link: 'TransmissionLog',
      filter: { asnNumber: t.asnNumber },
    });
  for (const r of links.returns)
    step({
      at: r.receivedAt ?? r.shipDate,
      kind: 'returned',
      ref: r.boxSerialNo,
      detail: {
        returnAsn: r.returnAsnNumber,
        box: r.boxSerialNo,
        customer: r.customerId,
        inspectedAt: r.inspectedAt,
        reshippedAt: r.reshippedAt,
      },
      link: 'ReturnProductsReport',
      filter: onDay(r.shipDate, { reportOption: 'D', ASN: r.returnAsnNumber }),
    });

  // Oldest first; a step without a time keeps its place after the one before it.
  const timeline = orderByTime(steps);
  const tree =
    kind === 'box'
      ? {
          kind: 'box' as const,
          serial,
          count: boxHarnesses?.data.length ?? links.box?.quantity ?? 0,
          children: (boxHarnesses?.data ?? []).map((h) => leaf('harness', h.harnessSNO, 1)),
        }
      : asnRows && asn
        ? asnTree(asn.asnNumber, asnRows.data, kind === 'pallet' ? serial : null)
        : null;
  return { found: 'serial', kind, serial, plantId, timeline, tree, hidden: [...hidden] };
}

const serialOf = (l: TraceLinks) =>
  l.kind === 'asn' ? l.asn?.asnNumber : (l[l.kind as 'harness' | 'box' | 'pallet' | 'masterLabel']?.serial ?? null);

const leaf = (kind: TraceNode['kind'], serial: string, count: number): TraceNode => ({
  kind,
  serial,
  count,
  children: [],
});

function orderByTime(steps: TraceStep[]): TraceStep[] {
  let last = '';
  const keyed = steps.map((s, i) => {
    last = s.at ?? last;
    return { s, key: s.at ?? last, i };
  });
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i)).map((k) => k.s);
}

type ShipmentRow = { palletNumber: string | null; boxSerialNumber: string | null; qty: number };

/** ASN -> pallets -> boxes from the Shipment Report's detail rows (one per box); only `pallet` when given. */
function asnTree(asnNumber: string, rows: ShipmentRow[], pallet: string | null): TraceNode {
  const pallets = new Map<string, TraceNode>();
  for (const r of rows) {
    const key = r.palletNumber ?? '';
    if (pallet && key.toUpperCase() !== pallet.toUpperCase()) continue;
    const node = pallets.get(key) ?? leaf('pallet', key, 0);
    pallets.set(key, node);
    node.count += r.qty;
    if (r.boxSerialNumber) node.children.push(leaf('box', r.boxSerialNumber, r.qty));
  }
  const children = [...pallets.values()];
  const asn = { kind: 'asn' as const, serial: asnNumber, count: children.reduce((n, p) => n + p.count, 0), children };
  return pallet && children[0] ? children[0] : asn;
}

type PartShipmentRow = ShipmentRow & {
  asnNumber: string;
  shipDate: string | null;
  asnDeliverTo: string;
  sewsPartNo: string;
  custPartNo: string | null;
};

/** Where a part went in the range: the Shipment Report's detail, by SEWS and by customer part number, per ASN. */
async function partRows(ask: Ask, input: Required<TraceSearchInput>): Promise<TracePartRow[]> {
  const search = (partNumberOption: 'S' | 'C') =>
    ask(ShipmentReport.search, 'ShipmentReport', {
      plantID: input.plantID,
      reportOption: 'D',
      partNumberOption,
      custPartNo: input.text,
      dateFrom: input.dateFrom,
      dateTo: input.dateTo,
      take: ROWS,
    });
  const [sews, cust] = await Promise.all([search('S'), search('C')]);
  const byAsn = new Map<string, TracePartRow>();
  for (const r of [...(sews?.data ?? []), ...(cust?.data ?? [])] as PartShipmentRow[]) {
    const key = `${r.asnNumber}\u0000${r.sewsPartNo}`;
    const row: TracePartRow = byAsn.get(key) ?? {
      asnNumber: r.asnNumber,
      shipDate: r.shipDate,
      deliverTo: r.asnDeliverTo,
      sewsPartNo: r.sewsPartNo,
      custPartNo: r.custPartNo,
      qty: 0,
      boxes: [],
    };
    byAsn.set(key, row);
    if (r.boxSerialNumber && !row.boxes.includes(r.boxSerialNumber)) {
      row.boxes.push(r.boxSerialNumber);
      row.qty += r.qty;
    }
  }
  return [...byAsn.values()].sort(
    (a, b) => (a.shipDate ?? '').localeCompare(b.shipDate ?? '') || a.asnNumber.localeCompare(b.asnNumber),
  );
}
