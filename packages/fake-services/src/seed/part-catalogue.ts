/**
 * The finished harnesses a plant makes, generated the same way every time from the plant id, so
 * every domain's seed (XREF, part mapping, label formats, history) speaks of the same parts.
 * SEWS part numbers look like '82111-6A520' with a two-character design level; the short part
 * number is the four-character code the floor uses; customer part numbers follow each customer's
 * own style (Ford's 'prefix-base-suffix', e.g. 'JL3T-14A005-AB').
 */
export interface CataloguePart {
  sewsPartNo: string;
  sewsDesignLevel: string;
  shortPartNo: string;
  customerId: string;
  custPartNo: string;
  custDesignLevel: string;
  description: string;
  /** Harnesses packed in one box. */
  piecesPerBox: number;
}

export const customers = [
  { id: 'FORD', group: 'FORD' },
  { id: 'GM', group: 'GM' },
  { id: 'NISSAN', group: 'NISSAN' },
  { id: 'TOYOTA', group: 'TMNA' },
  { id: 'HONDA', group: 'HONDA' },
  { id: 'STELLANTIS', group: 'FCA' },
] as const;

const harnesses = [
  ['82111', 'Instrument panel harness'],
  ['82121', 'Engine room main harness'],
  ['82141', 'Floor harness'],
  ['82151', 'Door harness, front'],
  ['82152', 'Door harness, rear'],
  ['82161', 'Roof harness'],
  ['82171', 'Luggage room harness'],
  ['82181', 'Back door harness'],
  ['82211', 'Seat harness'],
  ['82219', 'Cowl harness'],
] as const;

const fordPrefixes = ['JL3T', 'ML3T', 'NL3T', 'KB3T', 'LC3T', 'PC3T'];
const fordBases = ['14A005', '14401', '14631', '14290', '14A584', '14K733', '14335'];
const ALNUM = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** A small deterministic PRNG (mulberry32) seeded from the plant id. */
function random(seedText: string): () => number {
  let h = 1779033703;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const code = (rnd: () => number, n: number) => Array.from({ length: n }, () => pick(rnd, [...ALNUM])).join('');

const SPACE = ALNUM.length ** 5;

/** Five characters unique to part `i` of a plant: a bijection of i (7919 is prime to 33^5). */
function uniqueCode(plantId: string, i: number): string {
  let n = (i * 7919 + Math.floor(random(plantId)() * SPACE)) % SPACE;
  let out = '';
  for (let k = 0; k < 5; k++) {
    out = (ALNUM[n % ALNUM.length] as string) + out;
    n = Math.floor(n / ALNUM.length);
  }
  return out;
}

/** Four characters from a running number, letter first so it never reads as a quantity. */
function shortPartNo(i: number): string {
  const letter = ALNUM[10 + (Math.floor(i / ALNUM.length ** 3) % (ALNUM.length - 10))] as string;
  let rest = '';
  let n = i % ALNUM.length ** 3;
  for (let k = 0; k < 3; k++) {
    rest = (ALNUM[n % ALNUM.length] as string) + rest;
    n = Math.floor(n / ALNUM.length);
  }
  return letter + rest;
}

/** Part `i` of a plant's catalogue (0-based); the same plant and index give the same part. */
export function cataloguePart(plantId: string, i: number): CataloguePart {
  const rnd = random(`${plantId}:${i}`);
  const [family, name] = pick(rnd, harnesses);
  const customer = customers[i % customers.length] as (typeof customers)[number];
  const sewsPartNo = `${family}-${uniqueCode(plantId, i)}`;
  const custPartNo =
    customer.id === 'FORD'
      ? `${pick(rnd, fordPrefixes)}-${pick(rnd, fordBases)}-${pick(rnd, ['AA', 'AB', 'AC', 'BA', 'BC'])}`
      : `${customer.id.slice(0, 2)}${code(rnd, 8)}`;
  return {
    sewsPartNo,
    sewsDesignLevel: String(1 + Math.floor(rnd() * 9)).padStart(2, '0'),
    shortPartNo: shortPartNo(i),
    customerId: customer.id,
    custPartNo,
    custDesignLevel: pick(rnd, ['A', 'B', 'C', 'D']),
    description: name,
    piecesPerBox: pick(rnd, [4, 6, 8, 10, 12, 20]),
  };
}

/** The first `count` parts of a plant's catalogue. */
export function partCatalogue(plantId: string, count: number): CataloguePart[] {
  return Array.from({ length: count }, (_, i) => cataloguePart(plantId, i));
}

/** Catalogue sizes: the small seed per plant (the primary plant gets the most), and the large one. */
export const CATALOGUE_SMALL = { primary: 2000, other: 600 };
export const CATALOGUE_LARGE = 100_000;
/** XREF rows of the large-seed server's second plant: the big-grid bench's master grid at page size All. */
export const CATALOGUE_BIG_GRID = 10_000;
