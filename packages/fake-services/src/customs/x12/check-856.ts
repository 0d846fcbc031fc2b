import {
  type ValidationReport,
  type X12ElementRule,
  X12InterchangeRule,
  type X12Segment,
  X12ValidationEngine,
} from 'node-x12';
import type { X12Problem } from './segments.js';
import { isParserError, strictParse } from './strict-parse.js';

type Rule = Pick<X12ElementRule, 'mandatory' | 'minMax' | 'checkType'>;
const m = (minMax: [number, number], checkType: Rule['checkType'] = 'alphanumeric'): Rule => ({
  mandatory: true,
  minMax,
  checkType,
});
const o = (minMax: [number, number], checkType: Rule['checkType'] = 'alphanumeric'): Rule => ({ minMax, checkType });

/** The elements of each segment the plant's 856 uses, as X12 004010 defines them (usage, length, type). */
const ELEMENTS: Record<string, Rule[]> = {
  BSN: [m([2, 2], 'id'), m([2, 30]), m([8, 8], 'date'), m([4, 4], 'time')],
  DTM: [m([3, 3], 'id'), o([8, 8], 'date'), o([4, 4], 'time')],
  HL: [m([1, 12]), o([1, 12]), m([1, 2], 'id'), o([1, 1], 'id')],
  TD1: [o([3, 5]), o([1, 7], 'number')],
  TD5: [o([1, 2], 'id'), o([1, 2], 'id'), o([2, 80]), o([1, 2], 'id'), o([1, 35])],
  REF: [m([2, 3], 'id'), o([1, 30])],
  N1: [m([2, 3], 'id'), o([1, 60]), o([1, 2], 'id'), o([2, 80])],
  MAN: [m([1, 2], 'id'), m([1, 48])],
  LIN: [o([1, 20]), m([2, 2], 'id'), m([1, 48]), o([2, 2], 'id'), o([1, 48]), o([2, 2], 'id'), o([1, 48])],
  SN1: [o([1, 20]), m([1, 10], 'decimal'), m([2, 2], 'id')],
  CTT: [m([1, 6], 'number')],
};
const LEVELS = ['S', 'O', 'T', 'P', 'I'];

/** The rules of a segment for node-x12: up to its last element, and at least to its last mandatory one. */
const segmentRule = (s: X12Segment) => {
  const rules = ELEMENTS[s.tag] ?? [];
  const mandatory = rules.findLastIndex((r) => r.mandatory) + 1;
  return { tag: s.tag, elements: rules.slice(0, Math.max(mandatory, s.elements.length)) };
};

/** The first error of a node-x12 validation report, with its segment. */
function firstError(report: ValidationReport): X12Problem | null {
  const { header, trailer } = report.interchange ?? {};
  const reports = [
    ...(header ? [header] : []),
    ...(trailer ? [trailer] : []),
    ...(report.groups ?? []).flatMap((g) => (g.transactions ?? []).flatMap((t) => t.segments ?? [])),
  ];
  for (const r of reports) {
    const element = r.elements?.[0];
    const error = element ?? r.segment?.errors[0];
    if (!r.segment || !error) continue;
    const at = element?.position ? `${r.segment.tag}${String(element.position).padStart(2, '0')}: ` : '';
    const sample = element?.dataSample ? ` ('${element.dataSample}')` : '';
    return { segment: `${r.segment.tag} (${r.segment.position ?? 0})`, reason: `${at}${error.description}${sample}` };
  }
  const group = report.groups?.[0]?.group?.errors[0];
  return group ? { segment: 'GS', reason: group.description } : null;
}

/** The HL tree: numbered in order, each parent an earlier HL one level up, HL04 telling children. */
function checkHierarchy(segments: X12Segment[]): X12Problem | null {
  const levels = new Map<string, string>();
  const parents = new Set<string>();
  const hls = segments.map((s, i) => ({ s, position: i + 2 })).filter(({ s }) => s.tag === 'HL');
  for (const [i, { s, position }] of hls.entries()) {
    const [id, parent, level] = [s.valueOf(1), s.valueOf(2, ''), s.valueOf(3)];
    const at = `HL (${position})`;
    if (id !== String(i + 1)) return { segment: at, reason: `HL01 ${id} is not the next number, ${i + 1}` };
    if (!LEVELS.includes(level ?? '')) return { segment: at, reason: `HL03 ${level} is not a level of a ship notice` };
    const up = parent ? levels.get(parent) : undefined;
    if (i === 0 ? parent || level !== 'S' : !up || LEVELS.indexOf(up) >= LEVELS.indexOf(level ?? ''))
      return { segment: at, reason: `HL02 '${parent ?? ''}' is not a level above ${level}` };
    levels.set(id, level as string);
    if (parent) parents.add(parent);
  }
  for (const { s, position } of hls) {
    if (s.valueOf(4) !== (parents.has(s.valueOf(1) ?? '') ? '1' : '0'))
      return { segment: `HL (${position})`, reason: `HL04 '${s.valueOf(4) ?? ''}' does not tell its children` };
  }
  return null;
}

/** What an 856 must hold beyond element rules: BSN first, the HL tree, items with quantities, CTT counting the HLs. */
function check856Body(segments: X12Segment[]): X12Problem | null {
  const tags = segments.map((s) => s.tag);
  if (tags[0] !== 'BSN') return { segment: `${tags[0] ?? 'SE'} (2)`, reason: 'BSN must follow ST' };
  const unknown = tags.findIndex((t) => !(t in ELEMENTS));
  if (unknown >= 0) return { segment: `${tags[unknown]} (${unknown + 2})`, reason: 'Unrecognized segment ID' };
  if (!tags.includes('DTM')) return { segment: 'BSN (2)', reason: 'DTM (ship date) is missing' };
  const tree = checkHierarchy(segments);
  if (tree) return tree;
  for (const [i, s] of segments.entries()) {
    if (s.tag !== 'HL') continue;
    const loop = segments.slice(i + 1).findIndex((n) => n.tag === 'HL' || n.tag === 'CTT');
    const inLoop = new Set(segments.slice(i + 1, i + 1 + loop).map((n) => n.tag));
    const needs = { I: ['LIN', 'SN1'], P: ['MAN'], T: ['MAN'] }[s.valueOf(3) as 'I'] ?? [];
    const missing = needs.find((t) => !inLoop.has(t));
    if (missing) return { segment: `HL (${i + 2})`, reason: `${missing} is missing in the ${s.valueOf(3)} level` };
  }
  const hlCount = tags.filter((t) => t === 'HL').length;
  const ctt = segments.at(-1);
  if (ctt?.tag !== 'CTT') return { segment: `${ctt?.tag} (${segments.length + 1})`, reason: 'CTT must end the 856' };
  if (ctt.valueOf(1) !== String(hlCount))
    return {
      segment: `CTT (${segments.length + 1})`,
      reason: `CTT01 ${ctt.valueOf(1)} is not the HL count ${hlCount}`,
    };
  return null;
}

/**
 * Checks an 856 interchange before it leaves: parsed by node-x12 in strict mode (envelope widths,
 * counts and control numbers), every segment's elements by node-x12's validation rules, then the
 * ship notice's structure. The first problem names its segment; null when the document is valid.
 */
export function check856(text: string): X12Problem | null {
  let interchange: ReturnType<typeof strictParse>;
  try {
    interchange = strictParse(text);
  } catch (err) {
    if (!isParserError(err)) throw err;
    const segment = /\b(ISA|IEA|GS|GE|ST|SE)(?:\d\d)?\b/.exec(err.message)?.[1] ?? 'ISA';
    return { segment, reason: err.message.replace(/^X12 Standard: /, '') };
  }
  const transactions = interchange.functionalGroups.flatMap((g) => g.transactions);
  const transaction = transactions[0];
  if (transactions.length !== 1 || !transaction || transaction.header.valueOf(1) !== '856')
    return { segment: 'ST', reason: 'The interchange must hold one 856 transaction set' };
  const rule = new X12InterchangeRule({
    group: { transaction: { segments: transaction.segments.map(segmentRule) } },
  } as X12InterchangeRule);
  const engine = new X12ValidationEngine();
  const report = engine.assert(interchange, rule);
  return (report === true ? null : firstError(report)) ?? check856Body(transaction.segments);
}
