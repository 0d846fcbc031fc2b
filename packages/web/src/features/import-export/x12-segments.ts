/** ISA is fixed-width: its 106th character is the interchange's segment terminator. */
const ISA_TERMINATOR_AT = 105;

/**
 * An X12 interchange one segment a line, each with its terminator, as the partner reads it. The
 * terminator is the one the ISA declares; '~' for a text too short to declare one.
 */
export function x12Segments(document: string): string[] {
  const text = document.trim();
  const declared = text.startsWith('ISA') ? text.charAt(ISA_TERMINATOR_AT) : '';
  const terminator = declared && !/[\w\s*]/.test(declared) ? declared : '~';
  return text
    .split(terminator)
    .map((segment) => segment.trim())
    .filter(Boolean)
    .map((segment) => `${segment}${terminator}`);
}
