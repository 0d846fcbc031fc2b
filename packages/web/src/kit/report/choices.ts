import type { Choice } from './types';

/**
 * The lookups of spec 3 section 7 answer in a few shapes: plain values, plant options
 * ({ Id, Value } shown 'Id - Value'), { value, text } pairs, or any of those under `data`.
 */
export function toChoices(reply: unknown): Choice[] {
  const items = Array.isArray(reply) ? reply : ((reply as { data?: unknown[] } | null)?.data ?? []);
  return items.map(toChoice);
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
