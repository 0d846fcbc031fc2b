import { boxPrint, PRINT_DEFAULTS } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { panelValidity } from './print-flags';
import {
  applyRow,
  extraInputName,
  initialForm,
  lockedByRow,
  lotNo,
  numberOf,
  type PrintForm,
  panelDefaults,
  requestDate,
  withDayRolled,
} from './print-form';
import { shownItems } from './print-panel';
import { defaultPrinterOf } from './use-print-form';

const today = new Date(2026, 2, 10);
const boxDefaults = panelDefaults(PRINT_DEFAULTS.copies.box);

describe('the print panel defaults', () => {
  it('starts with 1 label, speed 2, print lot on, the screen copies and today as production date', () => {
    const form = initialForm(boxDefaults, today);
    expect(form).toMatchObject({ labels: 1, speed: 2, copies: 2, printLot: true, printLogo: true });
    expect(requestDate(form)).toBe('2026-03-10');
    expect(initialForm(panelDefaults(PRINT_DEFAULTS.copies.emptyBox), today).copies).toBe(1);
  });
});

describe('choosing a row', () => {
  const form: PrintForm = { ...initialForm(boxDefaults, today), speed: 7, copies: 5, extraInput: 'old' };

  it("takes the label's speed and copies and clears the extra input", () => {
    const next = applyRow(form, { speed: 6, copies: 3, inputName: 'Lot' }, boxDefaults);
    expect(next).toMatchObject({ speed: 6, copies: 3, extraInput: '' });
  });

  it('goes back to the defaults when the label has no speed or copies', () => {
    expect(applyRow(form, {}, boxDefaults)).toMatchObject({ speed: 2, copies: 2 });
  });

  it('disables speed and copies only when the label says so', () => {
    expect(lockedByRow({ enableSpeed: false, enableCopies: true })).toEqual({ speed: true, copies: false });
    expect(lockedByRow({ enableSpeed: null })).toEqual({ speed: false, copies: false });
    expect(lockedByRow(null)).toEqual({ speed: false, copies: false });
  });

  it('names the extra input only when the label defines one', () => {
    expect(extraInputName({ inputName: ' Kanban ' })).toBe('Kanban');
    expect(extraInputName({ inputName: '' })).toBeNull();
    expect(extraInputName(null)).toBeNull();
  });
});

describe('Lot No', () => {
  it('is the week number of the production date', () => {
    const form = initialForm(boxDefaults, today);
    expect(lotNo({ ...form, productionDate: new Date(2026, 0, 1) })).toBe('1');
    expect(lotNo({ ...form, productionDate: new Date(2027, 0, 1) })).toBe('53');
    expect(lotNo({ ...form, productionDate: new Date(2026, 2, 9) })).toBe('11');
  });

  it('is empty while the typed date cannot be read', () => {
    const form = { ...initialForm(boxDefaults, today), dateTyped: false };
    expect(lotNo(form)).toBe('');
    expect(requestDate(form)).toBe('');
  });
});

describe('the panel inputs shown', () => {
  const items = [
    { field: 'labels' },
    { field: 'productionLine' },
    { field: 'productionLot' },
    { field: 'printLogo' },
    { field: 'extraInput' },
  ] as const;

  it('hides line, lot and the SWS logo unless the parameter is YES, and the extra input unless named', () => {
    expect(shownItems([...items], false, null).map((i) => i.field)).toEqual(['labels']);
    expect(shownItems([...items], true, 'Kanban').map((i) => i.field)).toEqual([
      'labels',
      'productionLine',
      'productionLot',
      'printLogo',
      'extraInput',
    ]);
  });
});

describe('the default printer', () => {
  const printers = ['P1', 'P2'];
  it("is the plant's default when it is one of the printers, else the first printer", () => {
    expect(defaultPrinterOf(printers, [{ LABEL_PRINTER: 'P2' }])).toBe('P2');
    expect(defaultPrinterOf(printers, [{ LABEL_PRINTER: 'GONE' }])).toBe('P1');
    expect(defaultPrinterOf(printers, undefined)).toBe('P1');
    expect(defaultPrinterOf([], [])).toBeNull();
  });
});

describe('the Print button of box printing', () => {
  const ctx = { today: '2026-03-10' };
  const ready = {
    PlantId: 'JRZ1',
    PrinterName: 'P1',
    QuantityInBox: 12,
    NumberOfLabels: 1,
    NumberOfCopies: 2,
    Speed: 2,
    ProductionDate: '2026-03-10',
    KEYVALUE: '17',
    LabelFormat: 'BX01',
    ExtraInput: null,
    ExtraInputValue: null,
  };

  it('is enabled when every flag is true', () => {
    expect(panelValidity(boxPrint.checks, ready, ctx)).toEqual({ ready: true, messages: {} });
  });

  it('waits for a label, and says so above the panel rather than beside an input', () => {
    const v = panelValidity(boxPrint.checks, { ...ready, KEYVALUE: undefined }, ctx);
    expect(v.ready).toBe(false);
    expect(Object.keys(v.messages)).toEqual(['row']);
  });

  it('puts each failing flag beside its input', () => {
    const v = panelValidity(
      boxPrint.checks,
      { ...ready, QuantityInBox: 10_000, NumberOfCopies: 0, Speed: 11, ProductionDate: '2026-03-09', PrinterName: '' },
      ctx,
    );
    expect(v.ready).toBe(false);
    expect(Object.keys(v.messages).sort()).toEqual(['copies', 'printer', 'productionDate', 'quantityInBox', 'speed']);
  });

  it('requires the extra input only when the label names one', () => {
    expect(panelValidity(boxPrint.checks, { ...ready, ExtraInput: 'Kanban', ExtraInputValue: '' }, ctx)).toMatchObject({
      ready: false,
      messages: { extraInput: expect.stringContaining('Kanban') },
    });
    expect(panelValidity(boxPrint.checks, { ...ready, ExtraInput: 'Kanban', ExtraInputValue: 'K-1' }, ctx).ready).toBe(
      true,
    );
  });

  it('stays disabled while a number input is empty', () => {
    const form = { ...initialForm(boxDefaults, today), labels: '' as const };
    const v = panelValidity(boxPrint.checks, { ...ready, NumberOfLabels: numberOf(form.labels) }, ctx);
    expect(v.messages.labels).toBeDefined();
  });
});

describe('the production date across midnight', () => {
  const form = initialForm(boxDefaults, new Date(2026, 2, 10, 23, 58));

  it('follows the day when the screen stays open past midnight', () => {
    expect(withDayRolled(form, '2026-03-11').productionDate).toEqual(new Date(2026, 2, 11));
  });

  it('stays on the same day, and a later date the user chose stays', () => {
    expect(withDayRolled(form, '2026-03-10')).toBe(form);
    const chosen = { ...form, productionDate: new Date(2026, 2, 14) };
    expect(withDayRolled(chosen, '2026-03-11')).toBe(chosen);
  });
});
