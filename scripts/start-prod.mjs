/**
 * The production start: the compiled fake plant and gateway (`pnpm build`), each its own `node`
 * process with NODE_ENV=production, nothing from the development dependencies loaded. Settings
 * come from the environment (README, Production); each process checks its own and names every
 * wrong one before it listens. SIGTERM or SIGINT is passed on to both, which stop as README's
 * Stopping says; this process exits when both have, with the worst exit code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const processes = [
  { name: 'fake plant', entry: 'packages/fake-services/dist/main.js', flags: [] },
  // The gateway's V8 flag, as scripts/processes.ts explains.
  { name: 'gateway', entry: 'packages/gateway/dist/main.js', flags: ['--heap-growing-percent=60'] },
];
const missing = processes.filter((p) => !existsSync(resolve(root, p.entry)));
if (missing.length > 0) {
  process.stderr.write(`not built: ${missing.map((p) => p.entry).join(', ')}; run 'npx -y pnpm@10 build' first\n`);
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: 'production' };
let stopping = false;
let failed = false;
let worst = 0;
let running = processes.length;
const children = processes.map(({ name, entry, flags }) => {
  const child = spawn(process.execPath, [...flags, resolve(root, entry)], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    worst = Math.max(worst, code ?? (signal ? 1 : 0));
    running--;
    // One that stops on its own (a wrong setting, a crash) takes the other down with it.
    if (!stopping) {
      failed = true;
      process.stderr.write(`${name} stopped (${code ?? signal}); stopping everything\n`);
      stop();
    }
    if (running === 0) process.exit(failed ? Math.max(worst, 1) : worst);
  });
  return child;
});

function stop() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
