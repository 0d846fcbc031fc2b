import { describe, expect, it } from 'vitest';
import { areas, en, es } from './catalogue';

describe('the text catalogue', () => {
  it('names each text in one area only', () => {
    const keys = areas.flatMap((area) => Object.keys(area.en));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('has every text in EN and ES, and the same values to fill in', () => {
    const holes = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(es[key], key).toBeTruthy();
      expect(holes(es[key]), key).toEqual(holes(en[key]));
    }
  });
});
