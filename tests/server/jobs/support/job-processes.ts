/** Starting and killing job-worker.ts processes on a test's storage, and reading their effects. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestTarget } from '../../support/helper.js';
import { startWorkerScript, type Child } from '../../support/server-process.js';

const entry = path.join(import.meta.dirname, 'job-worker.ts');

/** Starts a worker (extra `env`: JOB_SEND, JOB_HANG_AFTER) and waits until it works the queue. */
export function startWorker(target: TestTarget, env: Record<string, string>): Promise<Child> {
  return startWorkerScript(entry, 'job worker ready', target, {
    EFFECTS_FILE: effectsFile(target),
    SENT_FILE: path.join(target.dataDir, 'sent.txt'),
    ...env,
  });
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
