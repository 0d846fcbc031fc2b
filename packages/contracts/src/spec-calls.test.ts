import { describe, expect, it } from 'vitest';
import { specCalls } from './spec-calls.js';

const read = (text: string) =>
  specCalls(text).map(({ method, path, query, named }) =>
    [method, path, query.join('&'), named.join(',')].join(' ').trim(),
  );

describe('reading the calls of a section 7 sentence', () => {
  it('joins relative paths to the base and keeps the method until another', () => {
    expect(
      read(
        '**Box (demand):** GET BoxLabelPrinting/Plants, /ActivePlant (items Id, Value, Identifier), /DefaultPrinter?plantID; POST .../Print with the box request.',
      ),
    ).toEqual([
      'GET BoxLabelPrinting/Plants',
      'GET BoxLabelPrinting/ActivePlant',
      'GET BoxLabelPrinting/DefaultPrinter plantID',
      'POST BoxLabelPrinting/Print',
    ]);
  });

  it('reads bare names as relative, the base in another case as a full path, and `with` parameters', () => {
    expect(
      read(
        '- GET FordAlertMaster/Plants, ActivePlant, FORDAlertMaster with plantid; SewsPartNumbersPaginated with plantid. DELETE FordAlertMaster/DeleteAll with plantId, returns message.',
      ),
    ).toEqual([
      'GET FordAlertMaster/Plants',
      'GET FordAlertMaster/ActivePlant',
      'GET FORDAlertMaster  plantid',
      'GET FordAlertMaster/SewsPartNumbersPaginated  plantid',
      'DELETE FordAlertMaster/DeleteAll  plantId',
    ]);
  });

  it('reads grids and reports written as words, and stops at prose', () => {
    expect(
      read(
        '- CycleCountReport/ActivePlant, and the report. Response: token, userData. AccountCalendar/years; POST /generatevalues?year; grid by year.',
      ),
    ).toEqual([
      'GET CycleCountReport/ActivePlant',
      'GET CycleCountReport',
      'GET AccountCalendar/years',
      'POST AccountCalendar/generatevalues year',
      'GET AccountCalendar  year',
    ]);
  });
});
