import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { stopChild } from './stack.js';

/**
 * A redis-server of the bench's own, on a socket file in `dir` (no port to collide with other
 * runs), without persistence. `url` is what FGSS_REDIS_URL takes (ioredis takes a socket's path).
 */
export async function startRedis(dir: string) {
  const socket = join(dir, 'redis.sock');
  const child = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // redis-server says so on stdout once it accepts connections.
  await new Promise<void>((ready, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (/ready to accept connections/i.test(chunk.toString())) ready();
    });
    child.once('exit', (code) => fail(new Error(`redis-server exited (${code})`)));
  });
  child.stdout.resume();
  return { url: socket, pid: child.pid as number, stop: () => stopChild(child) };
}
