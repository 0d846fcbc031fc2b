import { hasControlCharacter, X12_SEPARATORS } from '@fgss/contracts';

/** The delimiters of the plant's interchanges (ISA16 is the component separator). */
export const { element: ELEMENT, segment: SEGMENT, component: COMPONENT } = X12_SEPARATORS;

/** Where a document is wrong and why: `segment` is the tag, with its position in the transaction set. */
export interface X12Problem {
  segment: string;
  reason: string;
}

/** A value's characters with each X12 separator and control character a space. */
const cleaned = (raw: string) =>
  [...raw]
    .map((c) => (Object.values(X12_SEPARATORS).includes(c as never) || hasControlCharacter(c) ? ' ' : c))
    .join('');

/** A value that cleaning would change the meaning of (a serial, a part number): refused instead. */
export interface Exact {
  exact: string;
}
export const exact = (value: string): Exact => ({ exact: value });
type Value = string | number | null | undefined | Exact;

/**
 * The segments of one transaction set, ST first. Free text (a carrier's name) is cleaned of
 * delimiters and control characters, each becoming a space; an exact value holding one is written
 * cleaned but makes `problem` name its segment and element, so that the document is not sent.
 */
export class SegmentList {
  readonly segments: string[] = [];
  problem: X12Problem | null = null;

  add(tag: string, ...values: Value[]): void {
    const position = this.segments.length + 1;
    const elements = values.map((v, i) => {
      const raw = typeof v === 'object' && v !== null ? v.exact : String(v ?? '');
      const clean = cleaned(raw).trim();
      if (typeof v === 'object' && v !== null && clean !== raw && !this.problem) {
        const element = `${tag}${String(i + 1).padStart(2, '0')}`;
        this.problem = {
          segment: `${tag} (${position})`,
          reason: `${element} '${raw}' holds an X12 delimiter or control character`,
        };
      }
      return clean;
    });
    // X12 writes no empty elements at the end of a segment.
    while (elements.length > 0 && elements.at(-1) === '') elements.pop();
    this.segments.push([tag, ...elements].join(ELEMENT));
  }
}
