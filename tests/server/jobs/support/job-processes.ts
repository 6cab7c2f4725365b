/** Starting and killing job-worker.ts processes on a test's storage, and reading their effects. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestTarget } from '../../support/helper.js';
import { kill, type Child } from '../../support/server-process.js';
import { waitFor } from '../wait.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const entry = path.join(import.meta.dirname, 'job-worker.ts');

/** Starts a worker (extra `env`: JOB_SEND, JOB_HANG_AFTER) and waits until it works the queue. */
export async function startWorker(target: TestTarget, env: Record<string, string>): Promise<Child> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      EFFECTS_FILE: effectsFile(target),
      SENT_FILE: path.join(target.dataDir, 'sent.txt'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const worker: Child = { process: child, url: '', output: () => output, exited };
  try {
    await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`worker exited:\n${output}`);
        return output.includes('job worker ready');
      },
      'the worker to start',
      60_000,
    );
  } catch (error) {
    await kill(worker);
    throw error;
  }
  return worker;
}

export const effectsFile = (target: TestTarget) => path.join(target.dataDir, 'effects.txt');

const lines = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

/** The effects so far: each handled job's id and attempt. */
export function effects(target: TestTarget): { id: string; attempt: number }[] {
  return lines(effectsFile(target)).map((line) => {
    const [id, attempt] = line.split(' ');
    return { id: id!, attempt: Number(attempt) };
  });
}

/** The job ids the first worker queued. */
export const sentIds = (target: TestTarget) => lines(path.join(target.dataDir, 'sent.txt'));

/** The jobs a worker hung on. */
export const hungIds = (target: TestTarget) =>
  lines(`${effectsFile(target)}.hung`).map((line) => line.split(' ')[1]!);
