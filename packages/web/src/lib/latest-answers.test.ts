import { describe, expect, it } from 'vitest';
import { latestAnswers } from './latest-answers';

describe('latestAnswers', () => {
  it('counts only the latest question about a key', () => {
    const answers = latestAnswers();
    const first = answers.start('row 1');
    const other = answers.start('row 2');
    const second = answers.start('row 1');
    expect([first(), second(), other()]).toEqual([false, true, true]);
  });

  it('counts no answer about a dropped key, nor one asked before a clear', () => {
    const answers = latestAnswers();
    const dropped = answers.start('row 5');
    const kept = answers.start('row 4');
    answers.drop('row 5');
    expect([dropped(), kept()]).toEqual([false, true]);
    answers.clear();
    expect(kept()).toBe(false);
    // A key asked about again after the clear counts again.
    expect(answers.start('row 4')()).toBe(true);
  });
});
