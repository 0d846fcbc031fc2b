import { useState } from 'react';

/** Which server checks of typed cells still count (see useEntryChecks). */
export interface EntryChecks {
  /** Before asking the server about `cell`: the returned function says whether the answer still counts. */
  start(cell: string): () => boolean;
  /** The batch is dropped (an option switched, the form cleared): no answer asked before counts. */
  clear(): void;
}

/**
 * A check's answer can come after the user typed the cell again or the screen dropped its rows.
 * Applied then, it shows one value's message on another, or leaves a refusal of a row that is
 * gone, which keeps Save disabled with nothing on screen to say why. A screen applies an answer
 * only while `current()` of its `start` holds.
 */
export function useEntryChecks(): EntryChecks {
  const [checks] = useState(() => {
    const latest = new Map<string, number>();
    let asked = 0;
    return {
      start(cell: string) {
        const id = ++asked;
        latest.set(cell, id);
        return () => latest.get(cell) === id;
      },
      clear: () => latest.clear(),
    };
  });
  return checks;
}
