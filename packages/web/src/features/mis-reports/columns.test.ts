import { inTransitReport, overShipmentReport, shipmentReport } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { reportColumns } from './columns';

describe('report columns', () => {
  it('carry the headers of the contract’s row, in the set’s order', () => {
    expect(reportColumns(shipmentReport.row, shipmentReport.columns.S).map((c) => c.label)).toEqual([
      'SEWS Part No',
      'SEWS Design Level',
      'Customer Part No',
      'Customer Design Level',
      'Ship Date',
      'ASN Number',
      'ASN Version',
      'ASN Origin Plant',
      'ASN Deliver To',
      'Truck Info',
      'Mfg Plant',
      'Qty',
    ]);
    expect(reportColumns(inTransitReport.row, ['rcvDate', 'backKanbanNumber'])).toEqual([
      { field: 'rcvDate', label: 'Received Date' },
      { field: 'backKanbanNumber', label: 'Back Kanban No' },
    ]);
  });
  it('keep a column’s own settings over the contract’s header', () => {
    const [remaining] = reportColumns(overShipmentReport.row, ['remaining'], { remaining: { size: 90 } });
    expect(remaining).toEqual({ field: 'remaining', label: 'Remaining', size: 90 });
  });
});
