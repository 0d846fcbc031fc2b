import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../../messages.js';
import { report, TRACE_SCREEN } from '../index.js';
import { reportMessages } from '../messages.js';

/** The messages a search input is refused with, by filter. */
function refusals(schema: z.ZodType, input: Record<string, unknown>) {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
}
const blankDates = reportMessages.datesRequired;

describe('report search rules, as the gateway and the services apply them', () => {
  it('needs both dates on the dated reports, within their windows', () => {
    const shipment = report.ShipmentReport.search.input;
    expect(refusals(shipment, { plantID: 'JRZ1' })).toEqual([['dateFrom', blankDates]]);
    expect(refusals(shipment, { plantID: 'JRZ1', dateFrom: '2026-01-01' })).toEqual([['dateTo', blankDates]]);
    expect(refusals(shipment, { plantID: 'JRZ1', dateFrom: '2026-01-01', dateTo: '2026-04-03' })).toEqual([
      ['dateTo', reportMessages.tooLong(91)],
    ]);
    expect(refusals(shipment, { plantID: 'JRZ1', dateFrom: '2026/01/01', dateTo: '2026/04/02' })).toEqual([]);
    const returnAsn = report.ReturnASNReport.search.input;
    expect(refusals(returnAsn, { plantID: 'JRZ1' })).toEqual([['dateFrom', blankDates]]);
  });

  it('uses the summary or detail window of Return Products by report option', () => {
    const input = report.ReturnProductsReport.search.input;
    const range = { plantID: 'JRZ1', dateFrom: '2026-01-20', dateTo: '2026-06-30' };
    expect(refusals(input, { ...range, reportOption: 'S' })).toEqual([]);
    expect(refusals(input, { ...range, reportOption: 'D' })).toEqual([['dateTo', reportMessages.tooLong(90)]]);
  });

  it('lets an ASN replace the dates of the incomplete shipment search, 18 characters at most', () => {
    const input = report.INCOMPLETESHIPMENTREPORT.search.input;
    expect(refusals(input, { plantID: 'JRZ1' })).toEqual([['dateFrom', blankDates]]);
    expect(refusals(input, { plantID: 'JRZ1', ASN: 'JRZ1A0000001' })).toEqual([]);
    expect(refusals(input, { plantID: 'JRZ1', ASN: 'X'.repeat(19) })).toEqual([
      ['ASN', reportMessages.tooLongText(18)],
    ]);
  });

  it('needs a harness or a box serial on Box/Harness, with the spec maximum lengths', () => {
    const input = report.BoxHarnessReport.search.input;
    expect(refusals(input, { plantID: 'JRZ1' })).toEqual([['harnessSNO', reportMessages.serialRequired]]);
    expect(refusals(input, { boxSNO: 'JRZ1B0000001' })).toEqual([]);
    expect(refusals(input, { boxSNO: 'B'.repeat(16) })).toEqual([['boxSNO', reportMessages.tooLongText(15)]]);
    expect(refusals(input, { harnessSNO: 'H'.repeat(26) })).toEqual([['harnessSNO', reportMessages.tooLongText(25)]]);
  });

  it('needs year and month on Over Shipment Trace and Physical Inventory', () => {
    const required = reportMessages.yearMonthRequired;
    expect(refusals(report.OverShipmentTraceReport.search.input, { plantID: 'JRZ1', year: '2026' })).toEqual([
      ['month', required],
    ]);
    expect(refusals(report.PhysicalInventoryReport.search.input, { plantID: 'JRZ1', month: '03' })).toEqual([
      ['year', required],
    ]);
    expect(refusals(report.OverShipmentTraceReport.search.input, { plantID: 'JRZ1', year: 2026, month: '03' })).toEqual(
      [],
    );
  });

  it('needs a number to search on Archive Summary', () => {
    expect(refusals(report.ArchiveSummary.search.input, { reportOption: 'BOX' })).toEqual([
      ['searchFilter', reportMessages.cannotBeBlank],
    ]);
  });

  it('refuses impossible dates and sorting by a column the chosen option does not show', () => {
    const shipment = report.ShipmentReport.search.input;
    const valid = { plantID: 'JRZ1', dateFrom: '2026-01-01', dateTo: '2026-01-31' };
    expect(refusals(shipment, { ...valid, dateTo: '2026-02-30' })).toEqual([['dateTo', messages.invalidDate]]);
    expect(refusals(shipment, { ...valid, reportOption: 'D', sort: [{ selector: 'boxSerialNumber' }] })).toEqual([]);
    expect(refusals(shipment, { ...valid, reportOption: 'S', sort: [{ selector: 'boxSerialNumber' }] })).toEqual([
      ['sort', "Unknown column 'boxSerialNumber' in sort"],
    ]);
  });

  it('keeps every search a grid list the export can page through', () => {
    // Trace's search is the gateway's own composition, not a service's list.
    for (const [screen, calls] of Object.entries(report).filter(([screen]) => screen !== TRACE_SCREEN)) {
      const { search } = calls as Record<string, { input: z.ZodType; method: string }>;
      if (!search) throw new Error(`${screen} has no search`);
      expect(search.method, screen).toBe('GET');
      expect(search.input, screen).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((search.input as z.ZodObject).shape), screen).toEqual(
        expect.arrayContaining(['skip', 'take', 'requireTotalCount', 'sort']),
      );
    }
  });
});
