/**
 * Debian's Chromium for Lighthouse: headless, and with background networking off, since the
 * machine has no internet and Chromium otherwise keeps trying outside connections. Each run
 * gets a fresh profile directory; the overview's runs get one already signed in (the client
 * keeps its session in localStorage 'root', see src/client/common/session-store.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwright } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  port: number;
  close(): Promise<void>;
}

export function newProfile(): string {
  return mkdtempSync(path.join(tmpdir(), 'neighbourly-bench-chromium-'));
}

/**
 * Signs a profile in by writing the session where the client reads it. Only /api/health is
 * opened, so no client code lands in the HTTP cache before Lighthouse's cold load.
 */
export async function signInProfile(
  executable: string,
  profile: string,
  baseUrl: string,
  user: Record<string, unknown>,
): Promise<void> {
  const context = await playwright.launchPersistentContext(profile, {
    executablePath: executable,
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate(
      (saved) => localStorage.setItem('root', JSON.stringify({ user: saved })),
      user,
    );
  } finally {
    await context.close();
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts Chromium on the profile with a DevTools port for Lighthouse. */
export function launchChromium(executable: string, profile: string): Promise<Browser> {
  const child = spawn(
    executable,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await stopped(child);
    clearTimeout(timer);
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`Chromium did not open a DevTools port: ${output.slice(-500)}`));
    }, 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), close });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`));
    });
  });
}
