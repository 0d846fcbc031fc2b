import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AnyCall, bodyKind, flattenCalls, type Method } from './call.js';
import { registry } from './registry.js';
import { type SpecCall, sectionSeven, specCalls } from './spec-calls.js';

/**
 * The spec documents sit beside the repository (CI clones it with shared/ next to it); a checkout
 * elsewhere (a worktree) names them with FGSS_SPEC_DIR.
 */
const specDir = process.env.FGSS_SPEC_DIR
  ? `${process.env.FGSS_SPEC_DIR.replace(/\/+$/, '')}/`
  : fileURLToPath(new URL('../../../../shared/spec/', import.meta.url));
if (!existsSync(specDir))
  throw new Error(
    `The spec is not at ${specDir}: put shared/ (with spec/) beside the checkout, or set FGSS_SPEC_DIR to the spec folder.`,
  );
const documents = readdirSync(specDir)
  .filter((name) => /^\d.*\.md$/.test(name))
  .sort()
  .map((name) => ({ name, text: readFileSync(specDir + name, 'utf8') }));

/**
 * Sentences of section 7 the parser cannot read as written, rewritten to the calls they name.
 * Each is a reading of the spec; the test fails if the spec's sentence changes.
 */
const readings: { spec: string; written: string; read: string; why: string }[] = [
  {
    spec: '1',
    written: ', SubAssemblyMaster, PlantMaster grids.',
    read: ', SubAssemblyMaster grids.',
    why: 'PlantMaster is a form keyed by plant: its reads are the GET PlantMaster/{plantId} the next bullet writes',
  },
  {
    spec: '2',
    written:
      'under ComponentLabelPrinting and CustomerLabelPrinting: GET Plants, ActivePlant, Printers, DefaultPrinter, PrinterSpeed; GET Customers (id, value); grid load with ?plantid (and customerId); POST Print.',
    read: 'GET ComponentLabelPrinting/Plants, /ActivePlant, /Printers, /DefaultPrinter, /PrinterSpeed, /Customers; GET ComponentLabelPrinting?plantid; POST ComponentLabelPrinting/Print. GET CustomerLabelPrinting/Plants, /ActivePlant, /Printers, /DefaultPrinter, /PrinterSpeed, /Customers; GET CustomerLabelPrinting?plantid&customerId; POST CustomerLabelPrinting/Print.',
    why: 'one sentence for two services; the customer id filters the customer grid only',
  },
  {
    spec: '2',
    written: '/Quantity, check, grid,',
    read: '/Quantity, /Check, grid,',
    why: "'check' is written lower-case and without a slash among BoxRelabeling's calls: read as its /Check call",
  },
  {
    spec: '3',
    written: '/CustPartNumbers, /SEWSPartNumbers, /ASNNumbers (skip, take, searchExpr, searchValue; response data)',
    read: '/CustPartNumbers with skip, take, searchExpr, searchValue; /SEWSPartNumbers with skip, take, searchExpr, searchValue; /ASNNumbers with skip, take, searchExpr, searchValue',
    why: 'the parameters in parentheses are those of each of the three lookups before them',
  },
  {
    spec: '3',
    written: '/Export (plantID, reportOption, dateFrom, dateTo, exportDate, exportTime)',
    read: '/Export with plantID, reportOption, dateFrom, dateTo, exportDate, exportTime',
    why: 'the parameters of the label-printed export are written in parentheses',
  },
  {
    spec: '3',
    written: 'export GET with plantId,',
    read: 'GET /Export with plantId,',
    why: 'the change-log export names no path: read as ShipmentPlanChangeLog/Export, as the other exports are named',
  },
  {
    spec: '3',
    written: 'POST RetransmitASNCentralToCustoms/Retransmit (query asnNumber, date, all)',
    read: 'POST RetransmitASNCentralToCustoms/Retransmit?asnNumber&date&all',
    why: 'the query members are written in parentheses',
  },
  {
    spec: '3',
    written: 'epbmaster (Plants, ActivePlant, grid by plantid, ShortPartNumbers)',
    read: 'epbmaster/Plants, /ActivePlant, /ShortPartNumbers, grid by plantid',
    why: "the EPB master's calls are written in parentheses after its base",
  },
  {
    spec: '3',
    written: 'ArchiveProcessConfiguration grid with /TimePeriods and /Status',
    read: 'ArchiveProcessConfiguration grid, /TimePeriods, /Status',
    why: "'with' here adds two lookups, not parameters",
  },
];

/** The master grids the spec's screens edit: each saves through the generic grid store. */
const gridStores = [
  // Spec 1 section 7: "ConfigureXREFfields, LocationMaster, … grids", and the masters by plant.
  'ConfigureXREFfields',
  'LocationMaster',
  'CarrierMaster',
  'DestinationMaster',
  'BoxLabelFormatMaster',
  'HarnessLabelFormatMaster',
  'WarehouseDestinationMaster',
  'WarehouseAddressMaster',
  'SubAssemblyMaster',
  'SystemParameters',
  'XREFMaintenance',
  'DockMaster',
  'LabelPrinterMaster',
  'PartMappingMaster',
  'FORDAlertMaster',
  'ComponentCodeMaster',
  // Spec 3 section 7: the remaining configuration masters and "Shipment plan check master (grid)".
  'epbmaster',
  'EmailParameterMaster',
  'FTPCommandMaster',
  'ArchiveProcessConfiguration',
  'CustomerHarnessLabelFormatMaster',
  'BarcodeRuleMaster',
  'AccountCalendar',
  'LinkServerMaster',
  'CustomerGroup',
  'ShipmentPlanCheckMaster',
  'ShipmentPlanMaintenanceMaster',
];

/**
 * Calls the spec writes only in prose. The generic grid store (spec 1 section 7): "PUT {url}
 * updates a row, POST inserts, DELETE deletes a row", and "grid saves use batch insert, update
 * and delete with rows sent as arrays" (spec 1 and 3 section 7).
 */
const proseCalls: SpecCall[] = gridStores.flatMap((path) =>
  (['POST', 'PUT', 'DELETE'] as Method[]).map((method) => ({
    method,
    path,
    query: [],
    named: [],
    body: 'rows' as const,
    source: `generic grid store of ${path}`,
  })),
);

/** The calls each spec document's section 7 writes, after the readings above. */
function writtenCalls(): SpecCall[] {
  return documents.flatMap(({ name, text }) => {
    let section = sectionSeven(text);
    for (const reading of readings.filter((r) => name.startsWith(r.spec)))
      section = section.replace(reading.written, reading.read);
    return specCalls(section).map((call) => ({ ...call, source: `spec ${name[0]}: ${call.source}` }));
  });
}

/** An input's member names, as zod writes its JSON Schema. */
function inputMembers(call: AnyCall): Set<string> {
  const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return new Set(Object.keys(schema.properties ?? {}));
}

const registered = flattenCalls(registry);

/** How the registry's call differs from the spec's call, or [] when it matches. */
function differences(spec: SpecCall, call: AnyCall): string[] {
  const found: string[] = [];
  if (spec.method === 'GET') {
    const members = inputMembers(call);
    for (const name of [...spec.query, ...spec.named])
      if (!members.has(name) || call.path.includes(`{${name}}`)) found.push(`'${name}' is not a query parameter`);
  }
  for (const name of spec.method === 'GET' ? [] : spec.query)
    if (!call.query?.includes(name)) found.push(`'${name}' is not sent in the query string`);
  if (spec.body === 'rows' && bodyKind(call) !== 'rows') found.push(`the body is ${bodyKind(call)}, not a bare array`);
  return found;
}

/** A line per spec call with no registry call of the same method, path and parameter placement. */
function mismatches(calls: SpecCall[]): string[] {
  const lines: string[] = [];
  for (const spec of calls) {
    const label = `${spec.method} ${spec.path}${spec.query.length ? `?${spec.query.join('&')}` : ''}`;
    const same = registered.filter(
      (r) => r.call.method === spec.method && r.call.path.replace(/\/$/, '') === spec.path,
    );
    if (same.length === 0) {
      const near = registered.find((r) => r.call.path.toLowerCase() === spec.path.toLowerCase());
      lines.push(
        `missing ${label}${near ? ` (registry: ${near.call.method} ${near.call.path})` : ''}   [${spec.source.slice(0, 60)}…]`,
      );
      continue;
    }
    const found = same.map((r) => ({ name: r.name, diff: differences(spec, r.call) }));
    if (found.every((f) => f.diff.length > 0))
      lines.push(`different ${label}: ${found.map((f) => `${f.name}: ${f.diff.join(', ')}`).join('; ')}`);
  }
  return [...new Set(lines)];
}

describe('the registry against section 7 of the spec', () => {
  it('reads each document with the readings it needs, as written', () => {
    for (const reading of readings) {
      const document = documents.find((d) => d.name.startsWith(reading.spec));
      expect(sectionSeven(document?.text ?? ''), reading.why).toContain(reading.written);
    }
  });

  it('reads the calls of all three documents', () => {
    const calls = writtenCalls();
    // A parser that lost its way would read far fewer (or invent many more).
    expect(calls.length).toBeGreaterThan(250);
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: 'ShipmentPlanMaintenanceMaster/DeleteAll' }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: 'HarnessRelabel/CheckValidData', query: expect.any(Array) }),
    );
  });

  it('has a registry call for every call the spec writes, with its method, path (case included) and parameters', () => {
    const lines = mismatches([...writtenCalls(), ...proseCalls]);
    expect(lines, `Calls of the spec the registry does not match:\n${lines.join('\n')}`).toEqual([]);
  });
});
