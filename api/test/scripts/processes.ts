import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// The processes a test started, found through /proc: to check that stopping a job left none of them running.

/** Every process below `pid` (its children, theirs, and so on), from the parent each names in /proc/<pid>/stat. */
export function descendantsOf(pid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (command) state ppid ...": the command may hold spaces and parentheses, the fields after it do not.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    const children = childrenOf.get(pending.pop() as number) ?? [];
    found.push(...children);
    pending.push(...children);
  }
  return found;
}

/** Whether a process with this id exists (signal 0 checks without signalling). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends a job a test started and every process below it, so a test that failed half-way leaves nothing running. */
export function killJob(job: ChildProcess | undefined): void {
  if (job?.pid !== undefined) for (const pid of descendantsOf(job.pid)) process.kill(pid, 'SIGKILL');
  job?.kill('SIGKILL');
}

/** What a started process prints on either stream, so far, and its exit status once it has ended. */
export function watched(child: ChildProcess): { output: () => string; exited: Promise<number | null> } {
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    output: () => output,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
}
