import { describe, expect, it } from 'vitest';
import { lotNumberOf, lotNumberText, parseIsoDate, parseIsoDateTime, todayIso } from './dates.js';
import { demandMessages } from './messages.js';
import {
  type BoxPrintRequest,
  boxPrint,
  customerPrint,
  emptyBoxPrint,
  type HarnessPrintRequest,
  harnessPrint,
  palletPrint,
  specialHarnessPrint,
  zebraPrint,
} from './print-requests.js';

const today = '2026-03-10';
const ctx = { today };

const box: BoxPrintRequest = {
  PlantId: 'JRZ1',
  PrinterName: 'MX01-ZT410-FG',
  QuantityInBox: 12,
  NumberOfLabels: 1,
  NumberOfCopies: 2,
  Speed: 2,
  ProductionDate: today,
  KEYVALUE: '17',
  LabelFormat: 'BX01',
  BroadCastCd: null,
  ExtraInput: null,
  ExtraInputValue: null,
};

const harness: HarnessPrintRequest = {
  CBPlantId: 'JRZ1',
  ClusterPrinterName: 'MX01-ZT410-FG',
  ClusterProdDate: '2026-03-09',
  LabelQty: 1,
  LotNo: '11',
  PrintLot: true,
  ProductionLine: 'L1',
  ProductionLot: 'A',
  SEWSPartNo: '82111-6A520',
  SEWSDesginLevel: '03',
  SEQNo: null,
  SEWSSTSCD: null,
  ShortPartNo: 'A001',
  ProductLabel: null,
  BackKanban: null,
  CustomerCode: 'FORD',
  BroadCastCd: null,
  ShortPartNoPrint: null,
  Identifier: 'SJ1',
  Speed: 2,
};

const failing = (flags: Record<string, boolean>) => Object.keys(flags).filter((f) => !flags[f]);

describe('box print flags', () => {
  it('are all true for a complete request, so Print is enabled', () => {
    expect(failing(boxPrint.flags(box, ctx))).toEqual([]);
    expect(boxPrint.valid(box, ctx)).toBe(true);
  });

  it('turn false at the edges of each range', () => {
    for (const [field, bad, flag] of [
      ['QuantityInBox', 0, 'quantityInBox'],
      ['QuantityInBox', 10000, 'quantityInBox'],
      ['NumberOfLabels', 1000, 'numberOfLabels'],
      ['NumberOfCopies', 10, 'copies'],
      ['Speed', 1, 'speed'],
      ['Speed', 11, 'speed'],
      ['Speed', 2.5, 'speed'],
    ] as const)
      expect(failing(boxPrint.flags({ ...box, [field]: bad }, ctx)), `${field}=${bad}`).toEqual([flag]);
    for (const [field, good] of [
      ['QuantityInBox', 9999],
      ['NumberOfLabels', 999],
      ['NumberOfCopies', 9],
      ['Speed', 10],
    ] as const)
      expect(boxPrint.valid({ ...box, [field]: good }, ctx), `${field}=${good}`).toBe(true);
  });

  it('need a label and a printer', () => {
    expect(failing(boxPrint.flags({ ...box, KEYVALUE: '' }, ctx))).toEqual(['labelSelected']);
    expect(boxPrint.problems({ ...box, PrinterName: ' ' }, ctx)).toEqual([demandMessages.printerRequired]);
    expect(failing(boxPrint.flags({}, ctx))).toEqual(Object.keys(boxPrint.checks).filter((f) => f !== 'extraInput'));
  });

  it('require the extra input only when the label names one, at most 50 characters', () => {
    expect(boxPrint.valid({ ...box, ExtraInput: null, ExtraInputValue: null }, ctx)).toBe(true);
    expect(boxPrint.problems({ ...box, ExtraInput: 'Lot Ref', ExtraInputValue: '' }, ctx)).toEqual([
      'Lot Ref is required',
    ]);
    expect(boxPrint.valid({ ...box, ExtraInput: 'Lot Ref', ExtraInputValue: 'R-1' }, ctx)).toBe(true);
    expect(failing(boxPrint.flags({ ...box, ExtraInput: 'Lot Ref', ExtraInputValue: 'x'.repeat(51) }, ctx))).toEqual([
      'extraInput',
    ]);
  });

  it('take a production date in ISO form, today or later', () => {
    expect(boxPrint.valid({ ...box, ProductionDate: '2026-12-31' }, ctx)).toBe(true);
    expect(boxPrint.problems({ ...box, ProductionDate: '2026-03-09' }, ctx)).toEqual([demandMessages.dateBeforeToday]);
    expect(boxPrint.problems({ ...box, ProductionDate: '2026-03-10T08:00:00' }, ctx)).toEqual([
      demandMessages.dateNotIso,
    ]);
    expect(boxPrint.problems({ ...box, ProductionDate: '10/03/2026' }, ctx)).toEqual([demandMessages.invalidDate]);
    expect(boxPrint.problems({ ...box, ProductionDate: '2026-02-30' }, ctx)).toEqual([demandMessages.invalidDate]);
  });

  it('are what the request schema refuses, with the same messages', () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const valid = { ...box, ProductionDate: todayIso(tomorrow) };
    expect(boxPrint.schema.safeParse(valid).success).toBe(true);
    const refused = boxPrint.schema.safeParse({ ...valid, Speed: 11, NumberOfCopies: 0 });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Label Copies must be between 1 and 9',
      'Speed must be between 2 and 10',
    ]);
  });
});

describe('harness print flags', () => {
  it('accept any valid production date, also in the past', () => {
    expect(failing(harnessPrint.flags({ ...harness, ClusterProdDate: '2024-01-02', LotNo: '1' }, ctx))).toEqual([]);
    expect(failing(harnessPrint.flags({ ...harness, ClusterProdDate: '2024-13-02', LotNo: null }, ctx))).toEqual([
      'productionDate',
    ]);
  });

  it('require production line and lot only when the parameter shows them', () => {
    const bare = { ...harness, ProductionLine: null, ProductionLot: '' };
    expect(harnessPrint.valid(bare, { today, productionLineLot: false })).toBe(true);
    expect(failing(harnessPrint.flags(bare, { today, productionLineLot: true }))).toEqual([
      'productionLine',
      'productionLot',
    ]);
    expect(
      harnessPrint.problems(
        { ...harness, ProductionLine: 'L'.repeat(26), ProductionLot: 'T'.repeat(16) },
        { today, productionLineLot: true },
      ),
    ).toEqual(['Production Line must be at most 25 characters', 'Production Lot must be at most 15 characters']);
  });

  it('want the Lot No to be the week number of the production date', () => {
    expect(harnessPrint.problems({ ...harness, LotNo: '12' }, ctx)).toEqual([
      'Lot No must be the week number of the production date (11)',
    ]);
  });

  it('are shared by special harness printing, whose request adds the logo and customer part', () => {
    const parsed = specialHarnessPrint.schema.parse({ ...harness, CustPartNo: 'JL3T-14A005-AB' });
    expect(parsed.PrintSWSlogo).toBe(true);
    expect(specialHarnessPrint.flags({ ...harness, LabelQty: 1000 }, ctx).labelQty).toBe(false);
  });
});

describe('other print screens', () => {
  it('bound empty box labels 1-999 and copies 1-9', () => {
    const ok = { noLabels: 999, noCopies: 9, printerName: 'P', Speed: 10 };
    expect(emptyBoxPrint.valid(ok, ctx)).toBe(true);
    expect(failing(emptyBoxPrint.flags({ ...ok, noLabels: 1000, noCopies: 0 }, ctx))).toEqual(['labels', 'copies']);
  });

  it('bound pallet and Zebra label quantities to 1-999 and Zebra copies to 1-9', () => {
    expect(failing(palletPrint.flags({ LabelQty: 0, printerName: 'P', Speed: 2 }, ctx))).toEqual(['labelQty']);
    const zebra = {
      PrinterName: 'P',
      SewsPartNo: '82111-6A520',
      DesignLevel: '03',
      LabelQuantity: 999,
      NoOfCopies: 9,
      Plant: 'JRZ1',
    };
    expect(zebraPrint.valid(zebra, ctx)).toBe(true);
    expect(failing(zebraPrint.flags({ ...zebra, LabelQuantity: 1000 }, ctx))).toEqual(['labelQty']);
    for (const NoOfCopies of [0, 10, 12, 99]) {
      expect(failing(zebraPrint.flags({ ...zebra, NoOfCopies }, ctx))).toEqual(['copies']);
    }
  });

  it('let customer labels go up to 9999 and need a customer', () => {
    const customer = {
      PlantId: 'JRZ1',
      PrinterName: 'P',
      NoLabels: 9999,
      NoCopies: 1,
      ShippingDate: '2026-03-10',
      LotNo: 11,
      SEWSPartNo: '82111-6A520',
      SEWSDesignLevel: '03',
      Speed: 2,
      CustomerCode: 'FORD',
    };
    expect(failing(customerPrint.flags(customer, ctx))).toEqual([]);
    expect(failing(customerPrint.flags({ ...customer, NoLabels: 10000, CustomerCode: '' }, ctx))).toEqual([
      'customer',
      'labels',
    ]);
  });
});

describe('dates', () => {
  it('read strict ISO dates that exist', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-2-9')).toBeNull();
    expect(parseIsoDateTime('2024-02-09T13:45:00')).toEqual({ year: 2024, month: 2, day: 9 });
  });

  it('give the Lot No as the ISO week number', () => {
    const lot = (s: string) => lotNumberOf(parseIsoDate(s) as NonNullable<ReturnType<typeof parseIsoDate>>);
    expect(lot('2026-01-01')).toBe(1);
    expect(lot('2026-03-09')).toBe(11);
    expect(lot('2026-12-31')).toBe(53);
    expect(lot('2027-01-01')).toBe(53);
    expect(lot('2027-01-04')).toBe(1);
    expect(lot('2024-12-30')).toBe(1);
    expect(lotNumberText('2026-03-15')).toBe('11');
    expect(lotNumberText('not a date')).toBe('');
  });
});
