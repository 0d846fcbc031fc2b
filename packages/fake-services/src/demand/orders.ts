import {
  type BoxPrintRequest,
  type ComponentPrintRequest,
  type CustomerPrintRequest,
  checks,
  type EmptyBoxPrintRequest,
  type HarnessPrintRequest,
  harnessPrint,
  lotNumberOf,
  type PalletPrintRequest,
  parseIsoDateTime,
  type SpecialHarnessPrintRequest,
  todayIso,
  type ZebraPrintRequest,
} from '@fgss/contracts';
import type { PlantDb } from '../db/plant.js';
import { box, harnessSerial, pallet } from '../db/schema/history/index.js';
import { badRequest, refuse } from '../http/errors.js';
import { symbologies } from '../labels/layout.js';
import { chunks, type PrintOrder } from '../labels/print.js';
import { boxFormat, findPart, harnessFormat, plantOf, productionLineLotShown } from './parts.js';

/**
 * Each print screen's request as a print order for the label engine: the part and label format
 * it prints, the settings the format imposes (speed and copies when the user may not change
 * them, darkness), what each label says, and the history rows it leaves.
 */
const dateOnly = (text: string) => text.slice(0, 10);
const lotOf = (date: string) => {
  const d = parseIsoDateTime(date);
  return d ? String(lotNumberOf(d)) : '';
};

export function boxOrder(db: PlantDb, screen: string, q: BoxPrintRequest): PrintOrder {
  const id = Number(q.KEYVALUE);
  if (!Number.isInteger(id)) throw badRequest(`Unknown label key '${q.KEYVALUE}'`);
  const part = findPart(db, q.PlantId, { id });
  const format = boxFormat(db, part.label.boxLabelFormat);
  // The part's current format prints (the request's LabelFormat is what the screen showed).
  refuse([checks.extraInput(format.inputName, q.ExtraInputValue)]);
  const x = part.xref;
  return {
    screen,
    plantId: part.plant.plantId,
    sequence: 'BOX',
    printerName: q.PrinterName,
    printerKind: 'BOX',
    labels: q.NumberOfLabels,
    copies: format.enablePrintCopy ? q.NumberOfCopies : format.boxTicketCopies,
    speed: format.enableSpeed ? q.Speed : format.speed,
    darkness: format.darkness,
    labelFormat: format.labelFormat,
    part: { sewsPartNo: x.sewS_PART_NO, sewsDesignLevel: x.sewS_DESIGN_LEVEL },
    content: (serial) => ({
      title: 'BOX LABEL',
      corner: `${part.plant.identifier} ${format.labelFormat}`,
      serial,
      partNo: x.custPartNo ?? x.sewS_PART_NO,
      quantity: q.QuantityInBox,
      oneD: 'CODE128',
      lines: [
        ['SEWS PART', `${x.sewS_PART_NO} ${x.sewS_DESIGN_LEVEL}`],
        ['SHORT PART', x.shorT_PART_NO],
        ['CUSTOMER', x.customerId],
        ['CUST DESIGN', part.label.custDesignLevel],
        ['DESCRIPTION', part.label.custDesc],
        ['PROD DATE', { date: q.ProductionDate }],
        ['KANBAN', part.label.backKanban],
        ['BROADCAST', q.BroadCastCd ?? part.label.broadCastCd],
        ['MODEL YEAR', part.label.modelYear],
        [format.inputName ?? 'EXTRA', format.inputName ? q.ExtraInputValue : null],
        ['MADE IN', part.plant.made_in],
      ],
    }),
    record(tx, serials, printedAt, printedBy) {
      for (const rows of chunks(serials))
        tx.insert(box)
          .values(
            rows.map((boxSerialNo) => ({
              boxSerialNo,
              plantId: part.plant.plantId,
              sewsPartNo: x.sewS_PART_NO,
              sewsDesignLevel: x.sewS_DESIGN_LEVEL,
              custPartNo: x.custPartNo,
              custDesignLevel: part.label.custDesignLevel,
              customerId: x.customerId,
              kanban: part.label.backKanban,
              quantity: q.QuantityInBox,
              printedAt,
              printedBy,
              printerName: q.PrinterName,
              status: 'printed' as const,
            })),
          )
          .run();
    },
  };
}

export function harnessOrder(
  db: PlantDb,
  screen: string,
  q: HarnessPrintRequest | SpecialHarnessPrintRequest,
  special: boolean,
): PrintOrder {
  const part = findPart(db, q.CBPlantId, { sewsPartNo: q.SEWSPartNo, designLevel: q.SEWSDesginLevel });
  const format = harnessFormat(db, special ? 'HLSP' : part.label.harnessLabelFormat, part.label.custGroup);
  const lineLot = productionLineLotShown(db);
  refuse(harnessPrint.problems(q, { today: todayIso(), productionLineLot: lineLot }));
  const x = part.xref;
  const { oneD, twoD } = symbologies(format.barcodeType);
  const date = dateOnly(q.ClusterProdDate);
  const logo = special && 'PrintSWSlogo' in q && q.PrintSWSlogo && lineLot;
  return {
    screen,
    plantId: part.plant.plantId,
    sequence: 'HARNESS',
    printerName: q.ClusterPrinterName,
    printerKind: 'HARNESS',
    labels: q.LabelQty,
    copies: 1,
    speed: format.enableSpeed ? q.Speed : format.speed,
    darkness: format.darkness,
    labelFormat: format.labelFormat,
    part: { sewsPartNo: x.sewS_PART_NO, sewsDesignLevel: x.sewS_DESIGN_LEVEL },
    content: (serial) => ({
      title: special ? 'SPECIAL HARNESS' : 'HARNESS',
      corner: `${part.plant.identifier} ${format.labelFormat}`,
      serial,
      partNo: x.sewS_PART_NO,
      oneD,
      twoD: twoD && { type: twoD, data: `${serial ?? ''}|${x.sewS_PART_NO}|${x.sewS_DESIGN_LEVEL}|${date}` },
      logo,
      lines: [
        ['DESIGN', x.sewS_DESIGN_LEVEL],
        ['SHORT PART', q.ShortPartNoPrint || x.shorT_PART_NO],
        ['CUSTOMER', x.customerId],
        ['CUST PART', x.custPartNo],
        ['PROD DATE', { date }],
        ['LOT', q.PrintLot ? lotOf(date) : null],
        ['LINE', lineLot ? q.ProductionLine : null],
        ['PROD LOT', lineLot ? q.ProductionLot : null],
        ['SEQ', q.SEQNo ?? part.label.seqNo],
        ['BROADCAST', q.BroadCastCd ?? part.label.broadCastCd],
      ],
    }),
    record(tx, serials, printedAt, printedBy) {
      for (const rows of chunks(serials))
        tx.insert(harnessSerial)
          .values(
            rows.map((harnessSerialNo) => ({
              harnessSerialNo,
              plantId: part.plant.plantId,
              sewsPartNo: x.sewS_PART_NO,
              sewsDesignLevel: x.sewS_DESIGN_LEVEL,
              custPartNo: x.custPartNo,
              custDesignLevel: part.label.custDesignLevel,
              customerId: x.customerId,
              quantity: 1,
              mfgDate: date,
              printedAt,
              printedBy,
              printerName: q.ClusterPrinterName,
              status: 'printed' as const,
            })),
          )
          .run();
    },
  };
}

export function zebraOrder(db: PlantDb, screen: string, q: ZebraPrintRequest): PrintOrder {
  const part = findPart(db, q.Plant, { sewsPartNo: q.SewsPartNo, designLevel: q.DesignLevel });
  const format = boxFormat(db, part.label.boxLabelFormat);
  return {
    screen,
    plantId: part.plant.plantId,
    sequence: null,
    printerName: q.PrinterName,
    labels: q.LabelQuantity,
    copies: q.NoOfCopies,
    speed: format.speed,
    darkness: format.darkness,
    labelFormat: q.LabelFormat ?? format.labelFormat,
    part: { sewsPartNo: part.xref.sewS_PART_NO, sewsDesignLevel: part.xref.sewS_DESIGN_LEVEL },
    content: () => ({
      title: `${q.CustomerId ?? part.xref.customerId ?? ''} PART LABEL`.trim(),
      corner: part.plant.identifier,
      serial: null,
      partNo: q.Barcode || part.xref.custPartNo || part.xref.sewS_PART_NO,
      oneD: 'CODE128',
      lines: [
        ['PREFIX', q.PartNoPrefix],
        ['BASE', q.BasePartNo],
        ['SUFFIX', q.DesignInfo],
        ['SEWS PART', `${part.xref.sewS_PART_NO} ${part.xref.sewS_DESIGN_LEVEL}`],
        ['COLOR', q.Color],
        ['RELEASE', q.ReleaseNo],
        ['MFG', q.MfgLocation],
        ['', q.MadeinPhrase],
      ],
    }),
  };
}

export function emptyBoxOrder(db: PlantDb, screen: string, plantId: string, q: EmptyBoxPrintRequest): PrintOrder {
  const plant = plantOf(db, plantId);
  const format = boxFormat(db, 'EBX1');
  return {
    screen,
    plantId,
    sequence: 'EMPTYBOX',
    printerName: q.printerName,
    printerKind: 'BOX',
    labels: q.noLabels,
    copies: q.noCopies,
    speed: q.Speed,
    darkness: format.darkness,
    labelFormat: format.labelFormat,
    part: null,
    content: (serial) => ({
      title: 'EMPTY BOX',
      corner: plant.identifier,
      serial,
      partNo: null,
      oneD: 'CODE128',
      lines: [
        ['PLANT', `${plant.plantId} ${plant.plant_nm}`],
        ['PRINTED', { date: todayIso() }],
      ],
    }),
  };
}

export function palletOrder(db: PlantDb, screen: string, plantId: string, q: PalletPrintRequest): PrintOrder {
  const plant = plantOf(db, plantId);
  const format = boxFormat(db, 'MST1');
  return {
    screen,
    plantId,
    sequence: 'PALLET',
    printerName: q.printerName,
    printerKind: 'BOX',
    labels: q.LabelQty,
    copies: 1,
    speed: q.Speed,
    darkness: format.darkness,
    labelFormat: format.labelFormat,
    part: null,
    content: (serial) => ({
      title: 'PALLET',
      corner: plant.identifier,
      serial,
      partNo: null,
      oneD: 'CODE128',
      lines: [
        ['PLANT', `${plant.plantId} ${plant.plant_nm}`],
        ['ADDRESS', plant.planT_ADDRESS2],
        ['', plant.planT_ADDRESS3],
        ['PRINTED', { date: todayIso() }],
      ],
    }),
    record(tx, serials, printedAt, printedBy) {
      for (const rows of chunks(serials))
        tx.insert(pallet)
          .values(
            rows.map((palletNo) => ({
              palletNo,
              plantId,
              printedAt,
              printedBy,
              printerName: q.printerName,
              status: 'printed' as const,
            })),
          )
          .run();
    },
  };
}

export function partOrder(
  db: PlantDb,
  screen: string,
  q: ComponentPrintRequest | CustomerPrintRequest,
  kind: 'COMPONENT' | 'CUSTOMER',
): PrintOrder {
  const part = findPart(db, q.PlantId, { sewsPartNo: q.SEWSPartNo, designLevel: q.SEWSDesignLevel });
  const format = harnessFormat(db, kind === 'COMPONENT' ? 'CMP1' : 'CUS1', part.label.custGroup);
  const x = part.xref;
  const date = dateOnly('ShippingDate' in q ? q.ShippingDate : q.ProdDate);
  const { oneD, twoD } = symbologies(format.barcodeType);
  return {
    screen,
    plantId: part.plant.plantId,
    sequence: kind,
    printerName: q.PrinterName,
    printerKind: 'HARNESS',
    labels: q.NoLabels,
    copies: q.NoCopies,
    speed: format.enableSpeed ? q.Speed : format.speed,
    darkness: format.darkness,
    labelFormat: format.labelFormat,
    part: { sewsPartNo: x.sewS_PART_NO, sewsDesignLevel: x.sewS_DESIGN_LEVEL },
    content: (serial) => ({
      title: kind === 'COMPONENT' ? 'COMPONENT' : `CUSTOMER ${'CustomerCode' in q ? q.CustomerCode : ''}`.trim(),
      corner: `${part.plant.identifier} ${format.labelFormat}`,
      serial,
      partNo: kind === 'CUSTOMER' ? (q.CustPartNo ?? x.custPartNo ?? x.sewS_PART_NO) : x.sewS_PART_NO,
      oneD,
      twoD: twoD && { type: twoD, data: `${serial ?? ''}|${x.sewS_PART_NO}|${date}` },
      lines: [
        ['SEWS PART', `${x.sewS_PART_NO} ${x.sewS_DESIGN_LEVEL}`],
        ['SHORT PART', q.ShortPartNo ?? x.shorT_PART_NO],
        ['CUST PART', q.CustPartNo ?? x.custPartNo],
        [kind === 'COMPONENT' ? 'PROD DATE' : 'SHIP DATE', { date }],
        ['LOT', q.PrintLot ? lotOf(date) : null],
        ['KANBAN', q.BackKanban ?? part.label.backKanban],
      ],
    }),
  };
}
