/** How plant-scoped masters differ in their plant field. */
export interface PlantKeyOptions {
  /** Longest plant code (10 unless the spec says otherwise). */
  max?: number;
  /** Upper-cased as typed (masters whose plant codes were typed once). */
  upper?: boolean;
  /** Set on new rows only (the default: the row belongs to its plant). */
  key?: boolean;
  /** Hidden (the default): the grid's plant selector chooses it. */
  hidden?: boolean;
}

/**
 * The plant a row of a plant-scoped master belongs to: required, one of the server's plants
 * (the `plants` lookup, so the services refuse any other code), usually hidden because the grid's
 * plant scope fills it, and a key. One declaration for every such master.
 */
export function plantKeyField({ max = 10, upper = false, key = true, hidden = true }: PlantKeyOptions = {}) {
  return {
    kind: 'text',
    label: 'Plant',
    max,
    required: true,
    upper,
    key,
    hidden,
    lookup: { table: 'plants' },
  } as const;
}
