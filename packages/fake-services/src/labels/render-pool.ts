import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
  /** Takes the pool's listeners off the slot's worker. */
  detach(): void;
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
    this.slots = Array.from({ length: Math.max(1, workers) }, () => ({
      worker: null,
      job: null,
      started: 0,
      detach: () => {},
    }));
  }

  /** A label format's Check (format-check.ts) for the user. */
  check(user: Caller, content: CheckTask['content'], settings: CheckTask['settings']) {
    return this.run(user, { kind: 'check', content, settings }) as Promise<LabelCheckReply>;
  }

  /** The preview of a label's ZPL (preview.ts) for the user. */
  preview(user: Caller, zpl: string, serial: string | null, dotsPerMm?: number) {
    return this.run(user, { kind: 'preview', zpl, serial, dotsPerMm }) as Promise<LabelPreview>;
  }

  /** Refuses what still waits as during a stop; ends a worker still at work and keeps the idle ones for the next pool. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new ServiceError(503, stoppingMessage));
    const busy: Worker[] = [];
    for (const slot of this.slots) {
      if (!slot.worker) continue;
      if (slot.job) busy.push(slot.worker);
      else {
        slot.detach();
        idle.add(slot.worker);
        slot.worker = null;
      }
    }
    await Promise.all(busy.map((worker) => worker.terminate()));
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
    if (!workerEntry) {
      void bundledWorker().then(
        () => this.pump(),
        (error: Error) => {
          for (const job of this.waiting.splice(0)) this.settle(job, () => job.reject(error));
        },
      );
      return;
    }
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
    this.settle(job, () => settle(job));
    this.pump();
  }

  private settle(job: Job, answer: () => void): void {
    const left = (this.perUser.get(job.user) ?? 1) - 1;
    if (left > 0) this.perUser.set(job.user, left);
    else this.perUser.delete(job.user);
    answer();
  }

  private startWorker(slot: Slot): Worker {
    const worker = takeWorker();
    const answered = (reply: RenderReply) =>
      this.finish(slot, (job) => {
        if ('result' in reply) return job.resolve(reply.result);
        const { status, message, issues } = reply.error;
        job.reject(status ? new ServiceError(status, message, issues) : new Error(message));
      });
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      this.finish(slot, (job) => job.reject(this.closed ? new ServiceError(503, stoppingMessage) : error));
    };
    const exited = (code: number) => lost(new Error(`The label render worker stopped (exit code ${code})`));
    worker.on('message', answered).on('error', lost).on('exit', exited);
    slot.detach = () => worker.off('message', answered).off('error', lost).off('exit', exited);
    return worker;
  }
}

/**
 * Started workers no pool uses (their pool closed), for the next pool of this process: a worker
 * starts in seconds (its renderers' WebAssembly), and tests start many plants in one process.
 */
const idle = new Set<Worker>();

function takeWorker(): Worker {
  for (const worker of idle) {
    idle.delete(worker);
    return worker;
  }
  const worker = spawnRenderWorker();
  // An idle worker does not keep the process alive; the server does while it serves.
  worker.unref();
  worker.on('error', () => idle.delete(worker)).on('exit', () => idle.delete(worker));
  return worker;
}

/**
 * The worker's JavaScript: beside the bundled main, or, from the sources (tests, tsx: a worker
 * inherits no TypeScript loader), bundled once per process by service-bundle.ts as the runners
 * bundle the services. esbuild is a development dependency: imported by a name the production
 * build leaves alone, and only from the sources.
 */
let workerEntry: URL | null = renderWorkerUrl.pathname.endsWith('.ts') ? null : renderWorkerUrl;
let bundling: Promise<void> | null = null;

function bundledWorker(): Promise<void> {
  bundling ??= (async () => {
    const bundler = new URL('../service-bundle.ts', import.meta.url).href;
    const { bundledEntry } = (await import(bundler)) as typeof import('../service-bundle.js');
    workerEntry = pathToFileURL(await bundledEntry(fileURLToPath(renderWorkerUrl)));
  })();
  return bundling;
}

function spawnRenderWorker(): Worker {
  if (!workerEntry) throw new Error('The label render worker is not bundled yet');
  return new Worker(workerEntry);
}
