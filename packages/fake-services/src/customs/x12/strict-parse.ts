import { X12Interchange, X12Parser } from 'node-x12';

/**
 * Reads one X12 interchange with node-x12 in strict mode, as a partner's EDI gateway would: the
 * ISA must be 106 characters, every segment inside its group and transaction, and SE01, GE01 and
 * IEA01 must count what they close; anything else throws a ParserError that says what is wrong.
 * A parser keeps what it read, so each document gets its own.
 */
export function strictParse(text: string): X12Interchange {
  const parsed = new X12Parser(true).parse(text);
  if (parsed instanceof X12Interchange) return parsed;
  const error = new Error('X12 Standard: one document holds one interchange.');
  error.name = 'ParserError';
  throw error;
}

/** A document strictParse refused (node-x12 does not declare its ParserError class). */
export const isParserError = (err: unknown): err is Error => err instanceof Error && err.name === 'ParserError';
