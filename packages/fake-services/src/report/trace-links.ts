import type { Registry, TraceLinks } from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import {
  box,
  boxRelabel,
  doiRecord,
  harnessRelabel,
  harnessSerial,
  masterLabel,
  pallet,
  returnAsn,
  returnBox,
  shipment,
} from '../db/schema/history/index.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';

type Handlers = HandlersOf<Registry['report']>;
type Ids = { boxId: number | null; palletId: number | null; masterLabelId: number | null; shipmentId: number | null };

const printed = (t: typeof box | typeof pallet | typeof masterLabel | typeof harnessSerial) =>
  sql`${t.printedAt} AS printedAt, ${t.printedBy} AS printedBy, ${t.printerName} AS printerName`;

/**
 * The links of one serial or ASN in one plant: what it is, the containers above it up to the
 * ASN (each by its id, along the indexes), and what happened to it. Every lookup is by a unique
 * serial or an indexed id, so a trace costs a few index reads whatever the plant's size.
 */
function linksOf(db: PlantDb, plantId: string, serial: string): TraceLinks {
  const links: TraceLinks = {
    kind: 'none',
    harness: null,
    box: null,
    pallet: null,
    masterLabel: null,
    asn: null,
    relabels: [],
    doi: [],
    returns: [],
  };
  let ids: Ids = { boxId: null, palletId: null, masterLabelId: null, shipmentId: null };

  const harness = db.get<NonNullable<TraceLinks['harness']> & { boxId: number | null }>(
    sql`SELECT ${harnessSerial.harnessSerialNo} AS serial, ${printed(harnessSerial)}, ${harnessSerial.sewsPartNo} AS sewsPartNo,
          ${harnessSerial.custPartNo} AS custPartNo, ${harnessSerial.mfgDate} AS mfgDate, ${harnessSerial.boxId} AS boxId
        FROM ${harnessSerial} WHERE ${harnessSerial.harnessSerialNo} = ${serial} AND ${harnessSerial.plantId} = ${plantId}`,
  );
  if (harness) {
    const { boxId, ...rest } = harness;
    links.kind = 'harness';
    links.harness = rest;
    ids.boxId = boxId;
    links.relabels.push(
      ...db.all<TraceLinks['relabels'][number]>(
        sql`SELECT 'harness' AS kind, ${harnessRelabel.sourceHarnessSno} AS "from", ${harnessRelabel.destHarnessSno} AS "to",
              ${harnessRelabel.boxSerialNo} AS boxSerialNo, ${harnessRelabel.relabeledAt} AS at, ${harnessRelabel.relabeledBy} AS by
            FROM ${harnessRelabel} WHERE ${harnessRelabel.plantId} = ${plantId}
              AND (${harnessRelabel.sourceHarnessSno} = ${serial} OR ${harnessRelabel.destHarnessSno} = ${serial})`,
      ),
      ...db.all<TraceLinks['relabels'][number]>(
        sql`SELECT 'box' AS kind, ${boxRelabel.oldHarnessSno} AS "from", ${boxRelabel.newHarnessSno} AS "to",
              ${boxRelabel.boxLabelNew} AS boxSerialNo, ${boxRelabel.relabeledAt} AS at, ${boxRelabel.relabeledBy} AS by
            FROM ${boxRelabel} WHERE ${boxRelabel.plantId} = ${plantId}
              AND (${boxRelabel.oldHarnessSno} = ${serial} OR ${boxRelabel.newHarnessSno} = ${serial})`,
      ),
    );
    links.doi = db.all<TraceLinks['doi'][number]>(
      sql`SELECT ${doiRecord.option} AS option, ${doiRecord.controlNo} AS controlNo, ${doiRecord.createdAt} AS at,
            ${doiRecord.createdBy} AS by
          FROM ${doiRecord} WHERE ${doiRecord.harnessSerialNo} = ${serial} AND ${doiRecord.plantId} = ${plantId}
          ORDER BY ${doiRecord.id}`,
    );
  }

  const boxWhere =
    ids.boxId !== null ? sql`${box.id} = ${ids.boxId}` : harness ? null : sql`${box.boxSerialNo} = ${serial}`;
  const boxRow = boxWhere
    ? db.get<NonNullable<TraceLinks['box']> & Ids>(
        sql`SELECT ${box.boxSerialNo} AS serial, ${printed(box)}, ${box.sewsPartNo} AS sewsPartNo, ${box.quantity} AS quantity,
              ${box.boxPackDtm} AS packedAt, ${box.palletId} AS palletId, ${box.shipmentId} AS shipmentId
            FROM ${box} WHERE ${boxWhere} AND ${box.plantId} = ${plantId}`,
      )
    : undefined;
  if (boxRow) {
    const { palletId, shipmentId, boxId: _b, masterLabelId: _m, ...rest } = boxRow;
    if (links.kind === 'none') links.kind = 'box';
    links.box = rest;
    ids = { ...ids, palletId, shipmentId };
    if (links.kind === 'box')
      links.relabels.push(
        ...db.all<TraceLinks['relabels'][number]>(
          sql`SELECT DISTINCT 'box' AS kind, ${boxRelabel.boxLabelOld} AS "from", ${boxRelabel.boxLabelNew} AS "to",
                ${boxRelabel.boxLabelNew} AS boxSerialNo, ${boxRelabel.relabeledAt} AS at, ${boxRelabel.relabeledBy} AS by
              FROM ${boxRelabel} WHERE ${boxRelabel.plantId} = ${plantId}
                AND (${boxRelabel.boxLabelOld} = ${rest.serial} OR ${boxRelabel.boxLabelNew} = ${rest.serial})`,
        ),
      );
    links.returns = db.all<TraceLinks['returns'][number]>(
      sql`SELECT ${returnAsn.returnAsnNumber} AS returnAsnNumber, ${returnBox.boxSerialNo} AS boxSerialNo,
            ${returnAsn.customerId} AS customerId, ${returnAsn.shipDate} AS shipDate, ${returnAsn.receivedAt} AS receivedAt,
            ${returnAsn.recInspDate} AS inspectedAt, ${returnBox.reshippedAt} AS reshippedAt
          FROM ${returnBox} JOIN ${returnAsn} ON ${returnAsn.id} = ${returnBox.returnAsnId}
          WHERE ${returnBox.boxSerialNo} = ${rest.serial} AND ${returnAsn.plantId} = ${plantId}`,
    );
  }

  const palletWhere =
    ids.palletId !== null
      ? sql`${pallet.id} = ${ids.palletId}`
      : links.kind === 'none'
        ? sql`${pallet.palletNo} = ${serial}`
        : null;
  const palletRow = palletWhere
    ? db.get<NonNullable<TraceLinks['pallet']> & { masterLabelId: number | null }>(
        sql`SELECT ${pallet.palletNo} AS serial, ${printed(pallet)}, ${pallet.palletLoadDtm} AS loadedAt,
              ${pallet.masterLabelId} AS masterLabelId
            FROM ${pallet} WHERE ${palletWhere} AND ${pallet.plantId} = ${plantId}`,
      )
    : undefined;
  if (palletRow) {
    const { masterLabelId, ...rest } = palletRow;
    if (links.kind === 'none') links.kind = 'pallet';
    links.pallet = rest;
    ids.masterLabelId = masterLabelId;
  }

  const masterWhere =
    ids.masterLabelId !== null
      ? sql`${masterLabel.id} = ${ids.masterLabelId}`
      : links.kind === 'none'
        ? sql`${masterLabel.masterLabelSerialNo} = ${serial}`
        : null;
  const masterRow = masterWhere
    ? db.get<NonNullable<TraceLinks['masterLabel']> & { shipmentId: number | null }>(
        sql`SELECT ${masterLabel.masterLabelSerialNo} AS serial, ${printed(masterLabel)}, ${masterLabel.skidDtm} AS skidAt,
              ${masterLabel.truckLoadDtm} AS truckLoadAt, ${masterLabel.shipmentId} AS shipmentId
            FROM ${masterLabel} WHERE ${masterWhere} AND ${masterLabel.plantId} = ${plantId}`,
      )
    : undefined;
  if (masterRow) {
    const { shipmentId, ...rest } = masterRow;
    if (links.kind === 'none') links.kind = 'masterLabel';
    links.masterLabel = rest;
    ids.shipmentId ??= shipmentId;
  }

  const asnWhere =
    ids.shipmentId !== null
      ? sql`${shipment.id} = ${ids.shipmentId}`
      : links.kind === 'none'
        ? sql`${shipment.asnNumber} = ${serial}`
        : null;
  const asn = asnWhere
    ? db.get<NonNullable<TraceLinks['asn']>>(
        sql`SELECT ${shipment.asnNumber} AS asnNumber, ${shipment.asnVersion} AS asnVersion, ${shipment.status} AS status,
              ${shipment.dateTimeStamp} AS createdAt, ${shipment.shipDate} AS shipDate, ${shipment.deliverTo} AS deliverTo,
              ${shipment.customerId} AS customerId, ${shipment.carrier} AS carrier, ${shipment.truckInfo} AS truckInfo
            FROM ${shipment} WHERE ${asnWhere} AND ${shipment.plantId} = ${plantId}`,
      )
    : undefined;
  if (asn) {
    if (links.kind === 'none') links.kind = 'asn';
    links.asn = asn;
  }
  return links;
}

export const traceHandlers: Handlers['Trace'] = {
  ...plantHandlers,
  links: async (f, ctx) => linksOf(ctx.plant, f.plantID, f.serial),
};
