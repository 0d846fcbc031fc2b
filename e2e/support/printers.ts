import { plantURL } from './stack.js';

/** One job a virtual printer of the stack's plant received. */
export interface PrintJob {
  printer: string;
  text: string;
}

/** What a virtual printer has received so far. */
export async function jobsOf(printer: string): Promise<PrintJob[]> {
  const res = await fetch(`${plantURL}/_plant/printers/${encodeURIComponent(printer)}/jobs`);
  if (!res.ok) throw new Error(`jobs of ${printer}: ${res.status}`);
  return (await res.json()) as PrintJob[];
}

/** Sets a virtual printer's condition as a plant would: paused, out of paper, head open, its behaviour. */
export async function setPrinter(printer: string, state: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${plantURL}/_plant/printers/${encodeURIComponent(printer)}/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
  });
  if (!res.ok) throw new Error(`state of ${printer}: ${res.status}`);
}

/** A printer as the plant starts it: ready, taking every job. */
export const readyPrinter = { behaviour: 'normal', paused: false, paperOut: false, headOpen: false, bufferFull: false };
