/**
 * The built server as `npm start` runs it (package.json's start script: its environment, node
 * flags and script), started directly (not through npm) so the child's pid IS the server and
 * /proc/<pid>/status gives its memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Target } from './targets.js';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 from GET /api/health. */
  startupMs: number;
  stop(): Promise<void>;
}

/** A free loopback port (asks the OS for one, then releases it for the server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resident set size now and its peak so far (VmRSS, VmHWM), in bytes; null once gone. */
export function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

/**
 * package.json's start script as node arguments: `[VAR=value ...] node [flags] script.js [args]`
 * (flags such as --max-semi-space-size change speed and memory, so the bench must use them).
 */
export function startCommand(root: string): { args: string[]; env: Record<string, string> } {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const words = (manifest.scripts?.start ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const script = words.findIndex((word) => /\.[cm]?js$/.test(word));
  if (words[0] !== 'node' || script < 0) {
    throw new Error(
      `package.json's start script is not "node [flags] <script>.js": ${words.join(' ')}`,
    );
  }
  const args = words.slice(1);
  args[script - 1] = path.join(root, words[script]!);
  return { args, env };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(root: string, target: Target): Promise<RunningServer> {
  const port = await freePort();
  const command = startCommand(root);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...command.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, command.args, {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(timer);
  };
  // Polls every 10 ms: start-up is judged in hundreds of milliseconds.
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) {
        const startupMs = performance.now() - started;
        return { baseUrl, pid: child.pid!, startupMs, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop();
  throw new Error('The server did not answer GET /api/health within 60 s');
}

/** Samples the server's VmRSS every `everyMs` until stopped; returns the peak and the first. */
export function sampleMemory(pid: number, everyMs = 50) {
  const first = memoryOf(pid)?.rss ?? 0;
  let peak = first;
  const timer = setInterval(() => {
    const now = memoryOf(pid);
    if (now && now.rss > peak) peak = now.rss;
  }, everyMs);
  return {
    before: first,
    stop(): { before: number; peak: number; hwm: number } {
      clearInterval(timer);
      const last = memoryOf(pid);
      return { before: first, peak: Math.max(peak, last?.rss ?? 0), hwm: last?.hwm ?? 0 };
    },
  };
}
