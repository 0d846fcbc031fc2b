import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from './paths.js';
import { bundledEntry } from './service-bundle.js';
import { CLOCK_OFFSET_ENV, clockOffsetMs } from './test/shift-clock.js';

export interface PlantProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code when the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Stops it and waits: SIGKILL for a crash, SIGTERM for a clean stop. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const source = (file: string) => bundledEntry(fileURLToPath(new URL(file, import.meta.url)));

/**
 * A test's shifted clock (test/clock.ts) for a process it starts, as Node arguments and
 * environment: tokens signed by the test must be valid at the process's time.
 */
export async function shiftedClock(): Promise<{ args: string[]; env: Record<string, string> }> {
  const offset = clockOffsetMs();
  if (!offset) return { args: [], env: {} };
  const preload = pathToFileURL(await source('./test/shifted-clock-preload.ts')).href;
  return { args: ['--import', preload], env: { [CLOCK_OFFSET_ENV]: String(offset) } };
}

/**
 * The fake plant as its own process (main.ts bundled, service-bundle.ts), for tests that stop it the
 * way a plant does: killed mid-job, or paused (SIGSTOP) past the gateway's timeout.
 */
export async function startPlantProcess(env: {
  dataDir: string;
  jwtSecret?: string;
  printerTimeoutMs?: number;
  stopGraceMs?: number;
}): Promise<PlantProcess> {
  const clock = await shiftedClock();
  const child = spawn(process.execPath, [...clock.args, await source('./main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...clock.env,
      // Any free port, which the plant reports when it is up: a port chosen here and passed on
      // could be taken (by a connection's own port) before the plant listens.
      FAKE_PLANT_PORT: '0',
      FAKE_PLANT_HOST: '127.0.0.1',
      FGSS_DATA_DIR: env.dataDir,
      FGSS_PRINTER_BASE_PORT: '0',
      // Any free port: two of these plants (or `pnpm start`) may run at once.
      FGSS_CUSTOMS_PORT: '0',
      // The tests read the virtual printers' jobs under /_plant.
      FGSS_PLANT_DEV_ROUTES: 'true',
      ...(env.printerTimeoutMs ? { FGSS_PRINTER_TIMEOUT_MS: String(env.printerTimeoutMs) } : {}),
      ...(env.stopGraceMs !== undefined ? { FGSS_STOP_GRACE_MS: String(env.stopGraceMs) } : {}),
      ...(env.jwtSecret ? { FGSS_JWT_SECRET: env.jwtSecret } : {}),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  // Up when it says so (main.ts); the first start seeds every plant database.
  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => {
      fail(new Error('the fake plant did not come up within 300 s'));
      void stop('SIGKILL');
    }, 300_000);
    child.on('message', (message: { ready?: string }) => {
      if (!message.ready) return;
      clearTimeout(timer);
      ready(message.ready);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the fake plant exited with ${code}`));
    });
  });
  return { url, child, exited, stop };
}
