import { EventEmitter } from 'node:events';
import type { PlantDb } from '../db/plant.js';

/**
 * Print jobs that changed (a new job, a state, labels counted out, a confirmation), in this
 * process: Print Center's stream listens here instead of reading the table on a timer.
 */
const events = new EventEmitter();
events.setMaxListeners(0);

export type JobListener = (db: PlantDb, jobId: number) => void;

export function jobChanged(db: PlantDb, jobId: number): void {
  events.emit('job', db, jobId);
}

/** Listens to job changes; returns the function that stops listening. */
export function onJobChange(listener: JobListener): () => void {
  events.on('job', listener);
  return () => events.off('job', listener);
}
