import { z } from 'zod';

/**
 * Checks every layer applies to raw input before its schema, so the gateway and the services
 * refuse the same things with the same words.
 */

/** Keys that would reach an object's prototype if input were ever merged into an object. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** The first prototype key anywhere in a JSON value, or null. */
export function prototypeKeyIn(value: unknown, depth = 0): string | null {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || depth > 64) return null;
  for (const key of Object.keys(value)) {
    if (prototypeKeys.has(key)) return key;
    const inner = prototypeKeyIn((value as Record<string, unknown>)[key], depth + 1);
    if (inner) return inner;
  }
  return null;
}

export const prototypeKeyMessage = (key: string) => `Input must not contain the key '${key}'`;

/**
 * NUL and the other C0 control characters (CR and LF among them), DEL and the C1 controls: never
 * part of a value a user types, and on a label they would reach the printer or a barcode as
 * something else than text.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return true;
  }
  return false;
}

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** A typed text of at most `max` characters without control characters: what print requests take. */
export const typedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacter(v), CONTROL_CHARACTER_MESSAGE);

/** The separators of the plant's X12 856 (ISA16 is the component one; '^' repeats in later versions). */
export const X12_SEPARATORS = { element: '*', segment: '~', component: '>', repetition: '^' } as const;
const separators = Object.values(X12_SEPARATORS);

/** The X12 separators a value holds, in the order of X12_SEPARATORS; empty when it can go on an ASN as it is. */
export const x12SeparatorsIn = (text: string): string[] => separators.filter((s) => text.includes(s));

export const asnValueMessage = (label: string) =>
  `${label} must not contain * ~ > or ^ (they separate an ASN's values)`;

/**
 * The refinement of a typed value that ends up in an ASN (a part number, a customer, a carrier):
 * it must not hold an X12 separator, else the 856 that carries it can never be sent. Control
 * characters are refused by the field's own schema.
 */
export const asnValue = <T extends z.ZodType<string>>(schema: T, label: string) =>
  schema.refine((v) => x12SeparatorsIn(v).length === 0, asnValueMessage(label));

/**
 * A path parameter of '.' or '..' would take the request to another path: URLs resolve dot
 * segments, percent-encoded or not ('%2E%2E' too), so they are refused, never sent.
 */
export const isDotSegment = (value: string) => value === '.' || value === '..';
export const dotSegmentMessage = (label: string) => `${label} must not be '.' or '..'`;

/** The refinement of an input member that fills a `{name}` of its call's path. */
export const pathParameter = <T extends z.ZodType<string>>(schema: T, label: string) =>
  schema.refine((v) => !isDotSegment(v), dotSegmentMessage(label));
