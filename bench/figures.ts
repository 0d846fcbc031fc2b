import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Goal } from './suite.js';

/** A figure a suite measured: its value, unit and goal (none for a figure shown only for context). */
export interface Figure {
  value: number;
  unit: string;
  goal?: Goal;
}

/** A run's figures by name (`<suite>: <what>`), and the machine's load when it ended. */
export interface SavedRun {
  at: string;
  /** 1, 5 and 15 minute load averages at the end of the run. */
  load: number[];
  figures: Record<string, Figure>;
}

/**
 * Beyond this change from the saved run a figure moved (in the direction its goal cares about,
 * else either way): run-to-run spread on the development machine is well under it.
 */
const NOISE = 0.15;

const met = (f: Figure) => !f.goal || (f.goal.op === '<=' ? f.value <= f.goal.value : f.value >= f.goal.value);
const shown = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2));

/** 'worse', 'better' or '' for a figure against the same figure of a saved run. */
export function movement(now: Figure, then: Figure): 'worse' | 'better' | '' {
  if (then.value === 0) return now.value === 0 ? '' : 'worse';
  const change = (now.value - then.value) / Math.abs(then.value);
  if (Math.abs(change) <= NOISE) return '';
  // Without a goal, smaller is taken as better (times, bytes, memory).
  const higherIsBetter = now.goal?.op === '>=';
  return change > 0 === higherIsBetter ? 'better' : 'worse';
}

/** One line per figure: value, goal and verdict; with a saved run, its value and the movement. */
export function figureLines(figures: Record<string, Figure>, saved?: SavedRun): string[] {
  const width = Math.max(0, ...Object.keys(figures).map((n) => n.length));
  return Object.entries(figures).map(([name, f]) => {
    const goal = f.goal ? `goal ${f.goal.op} ${shown(f.goal.value)} ${f.unit}  ${met(f) ? 'ok' : 'OVER'}` : '';
    let line = `${name.padEnd(width)}  ${`${shown(f.value)} ${f.unit}`.padStart(12)}  ${goal}`;
    if (saved) {
      const then = saved.figures[name];
      if (!then) line += '  (not in the saved run)';
      else {
        const change =
          then.value === 0
            ? ''
            : ` ${f.value >= then.value ? '+' : ''}${(((f.value - then.value) / Math.abs(then.value)) * 100).toFixed(0)}%`;
        const moved = movement(f, then);
        line += `  was ${shown(then.value)}${change}${moved ? `  ${moved.toUpperCase()}` : ''}`;
      }
    }
    return line;
  });
}

export function readRun(file: string): SavedRun {
  return JSON.parse(readFileSync(file, 'utf8')) as SavedRun;
}

export function saveRun(file: string, figures: Record<string, Figure>): void {
  const run: SavedRun = { at: new Date().toISOString(), load: loadavg().map((l) => Number(l.toFixed(2))), figures };
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}
