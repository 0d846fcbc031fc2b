import { describe, expect, it } from 'vitest';
import { changeLogWindow, progressWindow } from '../../shipping/index.js';
import { shippingMessages } from '../../shipping/messages.js';
import { reportMessages } from '../messages.js';
import { dateWindowError, dateWindows, maxDateTo, periodFrom } from './date-window.js';
import { addDays, parseReportDate } from './dates.js';

const from = '2026-03-10';
const after = (days: number) => addDays(from, days);
const tooLong = reportMessages.tooLong;

describe('report date windows (spec 3 section 5)', () => {
  it.each([
    ['shipment', dateWindows.shipment, 91],
    ['inter plant', dateWindows.interPlant, 91],
    ['cycle count', dateWindows.cycleCount, 91],
    ['return ASN', dateWindows.returnAsn, 91],
    ['incomplete shipment', dateWindows.incompleteShipment, 91],
    ['receipt', dateWindows.receipt, 90],
    ['return products detail', dateWindows.returnProductsDetail, 90],
    ['label printed but not shipped', dateWindows.labelPrinted, 182],
  ])('%s: up to %s days apart is valid, one more is not', (_, window, days) => {
    expect(dateWindowError(window, from, from)).toBeNull();
    expect(dateWindowError(window, from, after(days))).toBeNull();
    expect(dateWindowError(window, from, after(days + 1))).toBe(tooLong(days));
  });

  it('refuses from after to, except the one day receipt allows', () => {
    expect(dateWindowError(dateWindows.shipment, from, after(-1))).toBe(reportMessages.fromAfterTo);
    expect(dateWindowError(dateWindows.labelPrinted, from, after(-1))).toBe(reportMessages.fromAfterTo);
    expect(dateWindowError(dateWindows.receipt, from, after(-1))).toBeNull();
    expect(dateWindowError(dateWindows.receipt, from, after(-2))).toBe(reportMessages.fromAfterTo);
  });

  it('counts return products summary from the date typed, up to 364 days; its period starts on the first of the month', () => {
    const w = dateWindows.returnProductsSummary;
    // 11/24/2025 to 11/23/2026 is 364 days.
    expect(dateWindowError(w, '2025-11-24', '2026-11-23')).toBeNull();
    expect(dateWindowError(w, '2025-11-24', '2026-11-24')).toBe(tooLong(364));
    expect(maxDateTo(w, '2025-11-24')).toBe('2026-11-23');
    expect(periodFrom(w, '2025-11-24')).toBe('2025-11-01');
    expect(periodFrom(dateWindows.returnProductsDetail, '2025-11-24')).toBe('2025-11-24');
  });

  it('offers the shipment date-to picker up to from + 89 days, the others up to their limit', () => {
    expect(maxDateTo(dateWindows.shipment, from)).toBe(after(89));
    expect(maxDateTo(dateWindows.labelPrinted, from)).toBe(after(182));
    expect(maxDateTo(dateWindows.inTransit, from)).toBeUndefined();
  });

  it('has no limit but the order for In Transit', () => {
    expect(dateWindowError(dateWindows.inTransit, from, after(3000))).toBeNull();
    expect(dateWindowError(dateWindows.inTransit, from, after(-1))).toBe(reportMessages.fromAfterTo);
  });

  it("keeps the plan change log within a year and the progress export under 31 days, in their screens' words", () => {
    expect(dateWindowError(changeLogWindow, '2027-03-01', '2028-03-01')).toBeNull();
    expect(dateWindowError(changeLogWindow, '2027-03-01', '2028-03-02')).toBe(shippingMessages.changeLogRange);
    expect(dateWindowError(progressWindow, '2026-03-01', '2026-03-31')).toBeNull();
    expect(dateWindowError(progressWindow, '2026-03-01', '2026-04-01')).toBe(
      '[20100]Date Range Can not be more than 31 Days!',
    );
  });

  it('refuses dates before 2000-01-01', () => {
    expect(dateWindowError(dateWindows.shipment, '1999-12-31', '2000-01-02')).toBe(reportMessages.beforeMin);
    expect(dateWindowError(dateWindows.shipment, '2000-01-01', '2000-01-02')).toBeNull();
  });

  it('reads both wire forms and refuses impossible dates', () => {
    expect(parseReportDate('2026/3/9')).toBe('2026-03-09');
    expect(parseReportDate('2026-03-09')).toBe('2026-03-09');
    expect(parseReportDate('2026-02-30')).toBeNull();
    expect(parseReportDate('09/03/2026')).toBeNull();
  });
});
