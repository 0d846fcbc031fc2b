import { useState } from 'react';

/** Which answers to a screen's questions still count (see useLatestAnswers). */
export interface LatestAnswers {
  /** Before asking about `key` (a cell, a field): the returned function says whether the answer still counts. */
  start(key: string): () => boolean;
  /** `key` is gone (its row dropped): no answer asked about it before counts. */
  drop(key: string): void;
  /** What was asked no longer applies (an option switched, the form cleared): no answer asked before counts. */
  clear(): void;
}

/** The answers' book-keeping, apart from React (useLatestAnswers keeps one per screen). */
export function latestAnswers(): LatestAnswers {
  const latest = new Map<string, number>();
  let asked = 0;
  return {
    start(key) {
      const id = ++asked;
      latest.set(key, id);
      return () => latest.get(key) === id;
    },
    drop: (key) => latest.delete(key),
    clear: () => latest.clear(),
  };
}

/**
 * An answer can come after the user typed the cell or field again, or after the screen dropped
 * what it was about. Applied then, it shows one value's message on another, fills a row from a
 * code no longer in it, or leaves a refusal of a row that is gone, which keeps Save disabled with
 * nothing on screen to say why. A screen applies an answer only while the function its `start`
 * returned says it counts: the latest question about that key, asked since the last `drop` of it
 * or `clear`.
 */
export function useLatestAnswers(): LatestAnswers {
  const [answers] = useState(latestAnswers);
  return answers;
}
