import { textWithDates } from '../date/format-date';
import type { Choice } from './types';

/**
 * The lookups of spec 3 section 7 answer in a few shapes: plain values, plant options
 * ({ Id, Value } shown 'Id - Value'), { value, text } pairs, or any of those under `data`. Dates
 * in their texts ('ASN1 - 2026-11-20') are shown in the user's format.
 */
export function toChoices(reply: unknown, dateFormat: string): Choice[] {
  const items = Array.isArray(reply) ? reply : ((reply as { data?: unknown[] } | null)?.data ?? []);
  return items.map((item) => {
    const choice = toChoice(item);
    return { ...choice, label: textWithDates(choice.label, dateFormat) };
  });
}

function toChoice(item: unknown): Choice {
  if (item === null || typeof item !== 'object') return { value: String(item ?? ''), label: String(item ?? '') };
  const o = item as Record<string, unknown>;
  if (o.Id !== undefined && o.Value !== undefined) {
    const id = String(o.Id);
    return { value: id, label: `${id} - ${String(o.Value)}` };
  }
  const value = String(o.value ?? o.id ?? o.Id ?? Object.values(o)[0] ?? '');
  const label = String(o.label ?? o.text ?? o.Value ?? value);
  return { value, label };
}
