/**
 * A real server process for the crash-safety tests: `node` on the build when it is newer than
 * the sources (as `npm start`), otherwise the sources through tsx; a free port, its output kept
 * for failure messages, and SIGKILL to stop it as a crash would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository root, from tests/server/support/. */
const root = path.resolve(import.meta.dirname, '../../..');
const builtEntry = path.join(root, 'dist/server/server/main.js');

export interface ServerCommand {
  args: string[];
  label: string;
}

export interface Child {
  process: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function newestSourceMs(): number {
  let newest = 0;
  for (const dir of ['src/server', 'src/shared']) {
    for (const name of readdirSync(path.join(root, dir), { recursive: true })) {
      const file = path.join(root, dir, String(name));
      if (file.endsWith('.ts')) newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

/** How to start a server: the build when it is current, else the sources through tsx. */
export function serverCommand(): ServerCommand {
  if (existsSync(builtEntry) && statSync(builtEntry).mtimeMs >= newestSourceMs()) {
    return { args: [builtEntry], label: 'node dist/server/server/main.js' };
  }
  return { args: ['--import', 'tsx', 'src/server/main.ts'], label: 'tsx src/server/main.ts' };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/**
 * Starts a server on `port` with SQLite in `dataDir` (or the `env` given, e.g. a DATABASE_URL),
 * without waiting for it to listen.
 */
export async function spawnServer(
  command: { args: string[] },
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Child> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { process: child, url, output: () => output, exited };
}

/** Starts a server and waits (up to 30 s) until its health check answers. */
export async function startServer(
  command: { args: string[] },
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Child> {
  const child = await spawnServer(command, dataDir, await freePort(), env);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`server exited with ${child.process.exitCode}:\n${child.output()}`);
    }
    try {
      if ((await fetch(`${child.url}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.process.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${child.output()}`);
}

export async function kill(child: Child): Promise<void> {
  if (child.process.exitCode === null && child.process.signalCode === null) {
    child.process.kill('SIGKILL');
  }
  await child.exited;
}

/**
 * Starts a worker script (a test's own server process, run through tsx) on a test's storage with
 * `env` added, and waits (up to 60 s) until it prints `ready`; kills it if it does not.
 */
export async function startWorkerScript(
  entry: string,
  ready: string,
  storage: { dataDir: string; databaseUrl: string | null },
  env: Record<string, string>,
): Promise<Child> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const worker: Child = { process: child, url: '', output: () => output, exited };
  const deadline = Date.now() + 60_000;
  while (!output.includes(ready)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const exitedEarly = child.exitCode !== null;
      await kill(worker);
      throw new Error(`worker ${exitedEarly ? 'exited' : 'did not start'}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return worker;
}
