import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  heavyWorkMessages,
  type LabelCheckReply,
  type LabelPreview,
  stoppingMessage,
  type TokenClaims,
} from '@fgss/contracts';
import { ServiceError, tooBusy } from '../http/errors.js';
import { renderWorkerUrl } from '../paths.js';
import type { RenderReply, RenderTask } from './render-worker.js';

/** Workers by default: every core but one for the event loop, at least one. */
export const DEFAULT_RENDER_WORKERS = Math.max(1, availableParallelism() - 1);
/** Tasks that may wait for a worker, per worker, by default: about 6 s of Checks. */
export const QUEUE_PER_WORKER = 4;
/** A user's tasks that may wait behind their own running one; more are refused. */
export const USER_WAITING = 2;

type CheckTask = Extract<RenderTask, { kind: 'check' }>;
/** The signed-in user a task is for (a user is one per server). */
type Caller = Pick<TokenClaims, 'server' | 'sub'> | null;

interface Job {
  user: string;
  task: RenderTask;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  started: number;
}

/** A Check's first task pays the renderers' start; later ones take about this long. */
const FIRST_ESTIMATE_MS = 1_500;

/**
 * Label drawing, rendering and scanning (Check, Preview) on a few worker threads, never on the
 * event loop: a Check takes a second or more of CPU, and 32 of them at once on the event loop
 * stalled every call of the plant for 14 s. Each user's tasks run one at a time in order (up to
 * USER_WAITING more wait), and at most `queue` tasks wait for a worker in all; beyond either, 429
 * with Retry-After from the recent task times (a 503 would reach the browser as the gateway's 502). A free worker takes the first waiting task
 * whose user has none running. Workers start when first needed and stay.
 */
export class RenderPool {
  private readonly slots: Slot[];
  private readonly waiting: Job[] = [];
  /** Tasks of each user, waiting or running. */
  private readonly perUser = new Map<string, number>();
  private averageMs = FIRST_ESTIMATE_MS;
  private nextId = 0;
  private closed = false;

  constructor(
    workers = DEFAULT_RENDER_WORKERS,
    private readonly queue = workers * QUEUE_PER_WORKER,
  ) {
    this.slots = Array.from({ length: Math.max(1, workers) }, () => ({ worker: null, job: null, started: 0 }));
  }

  /** A label format's Check (format-check.ts) for the user. */
  check(user: Caller, content: CheckTask['content'], settings: CheckTask['settings']) {
    return this.run(user, { kind: 'check', content, settings }) as Promise<LabelCheckReply>;
  }

  /** The preview of a label's ZPL (preview.ts) for the user. */
  preview(user: Caller, zpl: string, serial: string | null, dotsPerMm?: number) {
    return this.run(user, { kind: 'preview', zpl, serial, dotsPerMm }) as Promise<LabelPreview>;
  }

  /** Ends the workers; tasks still waiting are refused as during a stop. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new ServiceError(503, stoppingMessage));
    await Promise.all(this.slots.map((slot) => slot.worker?.terminate()));
  }

  private run(caller: Caller, task: RenderTask): Promise<unknown> {
    const user = caller ? `${caller.server}/${caller.sub}` : '';
    if (this.closed) throw new ServiceError(503, stoppingMessage);
    const mine = this.perUser.get(user) ?? 0;
    if (mine > USER_WAITING) throw tooBusy(heavyWorkMessages.userBusy(String(mine - 1)), this.secondsFor(mine));
    if (this.waiting.length >= this.queue)
      throw tooBusy(heavyWorkMessages.plantBusy, this.secondsFor(this.waiting.length / this.slots.length + 1));
    this.perUser.set(user, mine + 1);
    return new Promise((resolve, reject) => {
      this.waiting.push({ user, task, resolve, reject });
      this.pump();
    });
  }

  /** How long `tasks` tasks take at the recent pace, in whole seconds (at least 1). */
  private secondsFor(tasks: number): number {
    return Math.max(1, Math.ceil((tasks * this.averageMs) / 1000));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const running = new Set(this.slots.flatMap((s) => (s.job ? [s.job.user] : [])));
      const next = this.waiting.findIndex((job) => !running.has(job.user));
      if (next < 0) return;
      const [job] = this.waiting.splice(next, 1) as [Job];
      slot.job = job;
      slot.started = performance.now();
      slot.worker ??= this.startWorker(slot);
      slot.worker.postMessage({ id: ++this.nextId, task: job.task });
    }
  }

  private finish(slot: Slot, settle: (job: Job) => void): void {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - slot.started);
    const left = (this.perUser.get(job.user) ?? 1) - 1;
    if (left > 0) this.perUser.set(job.user, left);
    else this.perUser.delete(job.user);
    settle(job);
    this.pump();
  }

  private startWorker(slot: Slot): Worker {
    const worker = spawnRenderWorker();
    // An idle worker does not keep the process alive; the server does while it serves.
    worker.unref();
    worker.on('message', (reply: RenderReply) =>
      this.finish(slot, (job) => {
        if ('result' in reply) return job.resolve(reply.result);
        const { status, message, issues } = reply.error;
        job.reject(status ? new ServiceError(status, message, issues) : new Error(message));
      }),
    );
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      this.finish(slot, (job) => job.reject(this.closed ? new ServiceError(503, stoppingMessage) : error));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The label render worker stopped (exit code ${code})`)));
    return worker;
  }
}

/**
 * A render worker from the bundle beside the bundled main; from the sources (tests, tsx), with
 * tsx's loader registered in the worker first, as a worker inherits no TypeScript loader.
 */
function spawnRenderWorker(): Worker {
  if (!renderWorkerUrl.pathname.endsWith('.ts')) return new Worker(renderWorkerUrl);
  const api = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const load = `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(renderWorkerUrl.href)}); });`;
  return new Worker(load, { eval: true });
}
