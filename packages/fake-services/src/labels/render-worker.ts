/**
 * A render worker (render-pool.ts): draws, renders and scans labels on its own thread, one task
 * at a time, so the services' event loop stays free for everyone else's calls.
 */
import { parentPort } from 'node:worker_threads';
import { ServiceError } from '../http/errors.js';
import { checkLabel } from './format-check.js';
import type { LabelContent } from './layout.js';
import { previewOf } from './preview.js';

/** What a worker is asked to do: a label format's Check, or the preview of a label's ZPL. */
export type RenderTask =
  | { kind: 'check'; content: LabelContent; settings: Parameters<typeof checkLabel>[1] }
  | { kind: 'preview'; zpl: string; serial: string | null; dotsPerMm?: number };

/** A task's answer, or its failure as the service would send it (status and message). */
export type RenderReply =
  | { id: number; result: unknown }
  | { id: number; error: { status: number | null; message: string; issues?: string[] } };

const run = (task: RenderTask) =>
  task.kind === 'check' ? checkLabel(task.content, task.settings) : previewOf(task.zpl, task.serial, task.dotsPerMm);

parentPort?.on('message', async ({ id, task }: { id: number; task: RenderTask }) => {
  let reply: RenderReply;
  try {
    reply = { id, result: await run(task) };
  } catch (err) {
    const known = err instanceof ServiceError;
    reply = {
      id,
      error: {
        status: known ? err.status : null,
        message: String((err as Error)?.message ?? err),
        issues: known ? err.issues : undefined,
      },
    };
  }
  parentPort?.postMessage(reply);
});
