import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { bundledEntry } from '../packages/fake-services/src/service-bundle.js';
import { dataDirSecret } from './secret.js';

/** The repository root, where every script starts the services from. */
export const root = resolve(import.meta.dirname, '..');

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

export interface Service {
  name: string;
  entry: string;
  health: string;
  /** Node flags of the service's process. */
  nodeFlags?: string[];
}

/**
 * The gateway's old space may grow 60% past what the last full collection kept (V8's own
 * factor lets it double or more). Its live heap is small, about 35 MB, but a long export promotes
 * a steady trickle of short-lived sheet XML; with the default factor that garbage piled up until
 * old space had doubled, so the 1,000,000-row export's peak grew with its rows (282 MB). At 25%
 * the full collections came so often that the Shipment detail export took 3.0-3.2 s instead of
 * 2.2-2.6 (docs/decisions.md). A V8 flag: it must be on the command line (NODE_OPTIONS refuses
 * it, and V8 ignores it once running).
 */
export const GATEWAY_NODE_FLAGS = ['--heap-growing-percent=60'];

/**
 * Starts the fake plant and the gateway, each as its own process like a deployment, and waits
 * until both answer their health checks. Without FGSS_JWT_SECRET both get the data
 * directory's own secret. `output` 'inherit' shows their logs. When one stops unexpectedly, the
 * other is stopped too and `onExit` is told.
 */
export async function startServices(
  given: NodeJS.ProcessEnv,
  {
    output = 'ignore',
    onExit,
  }: { output?: 'ignore' | 'inherit'; onExit?: (name: string, code: number | null) => void } = {},
): Promise<{ stop(): void }> {
  const env =
    given.FGSS_JWT_SECRET || !given.FGSS_DATA_DIR
      ? given
      : { ...given, FGSS_JWT_SECRET: dataDirSecret(given.FGSS_DATA_DIR) };
  const plant = `http://127.0.0.1:${env.FAKE_PLANT_PORT}`;
  const gateway = `http://127.0.0.1:${env.GATEWAY_PORT}`;
  const services: Service[] = [
    { name: 'fake plant', entry: 'packages/fake-services/src/main.ts', health: `${plant}/healthz` },
    {
      name: 'gateway',
      entry: 'packages/gateway/src/main.ts',
      health: `${gateway}/healthz`,
      nodeFlags: GATEWAY_NODE_FLAGS,
    },
  ];
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
  };
  try {
    // Bundled (service-bundle.ts), as plant-process.ts starts the plant, and side by side: the
    // gateway needs the plant only for a request, so whoever waits for both waits for the slower.
    const entries = await Promise.all(services.map((s) => bundledEntry(resolve(root, s.entry))));
    for (const [i, s] of services.entries()) {
      const child = spawn(process.execPath, [...(s.nodeFlags ?? []), entries[i]!], {
        cwd: root,
        env,
        stdio: ['ignore', output, 'inherit'],
      });
      child.on('exit', (code) => {
        if (stopping) return;
        stop();
        onExit?.(s.name, code);
      });
      children.push(child);
    }
    await Promise.all(services.map((s) => waitFor(s.health, 300_000)));
  } catch (e) {
    stop();
    throw e;
  }
  return { stop };
}
