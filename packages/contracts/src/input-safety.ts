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
