/**
 * Stopping a server (issue 20): on SIGTERM a real server process (as `npm start` runs it) stops
 * accepting connections, still answers the request it was reading when the signal came, closes
 * the job queue and the database and exits 0; the next server starts on the same data (on
 * SQLite, the data folder's lock was given up). The request in flight is a sign-in whose body
 * is still on its way: a request the server has begun and cannot answer until the client sends
 * the rest. A request still unfinished at the end of the grace (SHUTDOWN_GRACE_MS) is cut off,
 * and the close goes on.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTestTarget, unique, type TestTarget } from './support/helper.js';
import { kill, serverCommand, startServer, type Child } from './support/server-process.js';

/** Resolves when `condition` holds, checking every 25 ms; fails after 20 s. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** True when a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A raw connection that sends a sign-in's headers and the first bytes of its body. */
async function startSignIn(port: number) {
  const body = JSON.stringify({
    UserUniqueId: `nobody-${unique()}@example.ng`,
    PassWord: 'not a password',
  });
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  const closed = once(socket, 'close');
  socket.write(
    'POST /api/AuthUser/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, 10),
  );
  return {
    finish: () => socket.write(body.slice(10)),
    received: () => received,
    closed,
  };
}

describe('SIGTERM to a real server', { timeout: 120_000 }, () => {
  let target: TestTarget;
  const children: Child[] = [];
  const start = async () => {
    const child = await startServer(serverCommand(), target.dataDir, {
      DATABASE_URL: target.databaseUrl ?? '',
      LOG_LEVEL: 'info',
    });
    children.push(child);
    return child;
  };
  beforeAll(async () => {
    target = await createTestTarget();
  }, 60_000);
  afterAll(async () => {
    for (const child of children) await kill(child);
    await target.dispose();
  }, 60_000);

  it('answers the request in flight, refuses new connections, closes and exits 0', async () => {
    const child = await start();
    const port = Number(new URL(child.url).port);
    const signIn = await startSignIn(port);
    await until(() => child.output().includes('"url":"/api/AuthUser/login"'), 'it reads the body');

    child.process.kill('SIGTERM');
    await until(() => refused(port), 'new connections are refused');
    expect(child.process.exitCode, 'still waiting for the request in flight').toBeNull();

    signIn.finish();
    await signIn.closed;
    const [head = '', body = ''] = signIn.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 401 /);
    // Its connection is not kept for another request: the server is going.
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ message: expect.any(String) });
    expect(await child.exited, child.output()).toBe(0);
    expect(child.output()).toContain('Shutting down');

    // The next server starts on the same data (SQLite: the folder's lock was given up).
    const next = await start();
    expect((await fetch(`${next.url}/api/ready`)).status).toBe(200);
  });
});

describe('a request still unfinished at the end of the grace', () => {
  it('is cut off, and the close goes on', async () => {
    const app = await build({ config: { shutdownGraceMs: 200 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const arrived = once(app.server, 'request');
    const signIn = await startSignIn(port);
    await arrived;
    // Never finished: the close must not wait for it past the grace.
    await app.close();
    await signIn.closed;
    expect(signIn.received()).toBe('');
  }, 60_000);
});
