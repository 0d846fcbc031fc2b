import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';

/** The process listening on a local TCP port (its socket inode, found among /proc/<pid>/fd). */
export function pidOnPort(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((f) => f[1]?.endsWith(`:${hex}`) && f[3] === '0A')
        .map((f) => `socket:[${f[9]}]`),
    ),
  );
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))))
        return Number(pid);
    } catch {
      // A process that ended or is not ours to read.
    }
  }
  throw new Error(`No process listens on port ${port}`);
}

export const statusKb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Watches a process while `work` runs: its peak resident set (VmHWM, reset before by writing 5 to
 * clear_refs), the highest 50 ms sample and the CPU seconds it used.
 */
export async function watchProcess<T>(pid: number, work: () => Promise<T>) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const beforeKb = statusKb(pid, 'VmRSS');
  let sampledKb = beforeKb;
  const sampler = setInterval(() => {
    sampledKb = Math.max(sampledKb, statusKb(pid, 'VmRSS'));
  }, 50);
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - t0) / 1000,
      cpu: cpuSeconds(pid) - cpu0,
      peakMb: statusKb(pid, 'VmHWM') / 1024,
      sampledMb: sampledKb / 1024,
      beforeMb: beforeKb / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}
