/**
 * End-to-end harness: starts the built app exactly as `npm start` does (node on the compiled
 * server, serving the built client) on a fresh data directory, and drives Debian's Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'dist/server/server/main.js');
export const SCREENSHOT_DIR = path.join(root, 'screenshots');
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface RunningApp {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy in time');
}

/** Starts `node dist/server/server/main.js` with its own PORT and DATA_DIR. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neighbourly-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves the page at desktop and phone width as screenshots/<name>-desktop.png and -phone.png. */
export async function screenshotBoth(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    // From the top: a full-page shot of a scrolled page draws the sticky header where it was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

/** Waits until the locator's first match is visible (playwright-core has no assertions of its own). */
export async function visible(locator: Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}
