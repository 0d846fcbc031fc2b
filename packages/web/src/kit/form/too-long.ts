import { tooLongMessage } from '@fgss/contracts';
import { useSpecText } from '@/lib/i18n';

/** Whether a typed value is over its field's limit (no limit: never). */
export const isTooLong = (value: string | null | undefined, max: number | undefined): boolean =>
  max !== undefined && (value ?? '').length > max;

/**
 * The spec's length message for a value over its field's limit, in the user's language, else
 * undefined. Inputs take a value whole (no maxLength): a pasted or scanned value cut silently would
 * be saved cut, where the user must see it refused.
 */
export function useTooLong(): (
  label: string,
  value: string | null | undefined,
  max: number | undefined,
) => string | undefined {
  const specText = useSpecText();
  return (label, value, max) =>
    max !== undefined && isTooLong(value, max) ? specText(tooLongMessage(label, max)) : undefined;
}
