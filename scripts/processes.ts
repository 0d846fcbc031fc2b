import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { dataDirSecret } from './secret.js';

/** The repository root and its tsx, so every script starts the services the same way. */
export const root = resolve(import.meta.dirname, '..');
const tsx = resolve(root, 'node_modules/.bin/tsx');

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
}

/**
 * Starts the fake plant and then the gateway, each as its own process like a deployment, and
 * waits until each answers its health check. Without FGSS_JWT_SECRET both get the data
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
    { name: 'gateway', entry: 'packages/gateway/src/main.ts', health: `${gateway}/healthz` },
  ];
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
  };
  try {
    for (const s of services) {
      const child = spawn(tsx, [resolve(root, s.entry)], { env, stdio: ['ignore', output, 'inherit'] });
      child.on('exit', (code) => {
        if (stopping) return;
        stop();
        onExit?.(s.name, code);
      });
      children.push(child);
      await waitFor(s.health, 300_000);
    }
  } catch (e) {
    stop();
    throw e;
  }
  return { stop };
}
