import { describe, expect, it } from 'vitest';
import { listSaveErrors, markCorrected } from './save-errors';

const columns = [
  { field: 'labelFormat', label: 'Label Format' },
  { field: 'boxTicketCopies', label: 'No. of Box Ticket Copies' },
  { field: 'inputName', label: 'Input Name' },
  { field: 'speed', label: 'Speed' },
];

describe('listSaveErrors', () => {
  it('lists every message, rows in the grid order and each row in the order of the columns', () => {
    const list = listSaveErrors(
      [
        { key: 'new:1', row: 'New row 1', errors: { speed: 'S', inputName: 'I', boxTicketCopies: 'B' } },
        { key: 'id:7', row: 'BX7', errors: { plantid: 'P', labelFormat: 'L' } },
      ],
      columns,
    );
    expect(list.map((e) => [e.row, e.label, e.message])).toEqual([
      ['New row 1', 'No. of Box Ticket Copies', 'B'],
      ['New row 1', 'Input Name', 'I'],
      ['New row 1', 'Speed', 'S'],
      ['BX7', 'Label Format', 'L'],
      ['BX7', 'plantid', 'P'],
    ]);
    expect(list[0]).toMatchObject({ rowKey: 'new:1', field: 'boxTicketCopies' });
  });
});

describe('markCorrected', () => {
  it('keeps every line of the refused save, the cells no longer invalid marked corrected', () => {
    const error = (field: string) => ({ rowKey: 'new:1', row: 'New row 1', field, label: field, message: 'M' });
    const listed = [error('speed'), error('inputName')];
    expect(markCorrected(listed, [error('inputName')]).map((e) => [e.field, e.corrected])).toEqual([
      ['speed', true],
      ['inputName', false],
    ]);
  });
});
