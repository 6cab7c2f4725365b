/**
 * Sending one fuzz request and the invariants of its answer alone (fuzz.test.ts): answered in
 * time and whole, below 500, a 4xx as JSON `{ message }`; and the log's error-level lines.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../../src/server/app.js';

/** The answer, or why there is none: unanswered in time, or broken off after its headers. */
export async function injectWithin(
  app: App,
  options: InjectOptions,
  withinMs: number,
): Promise<LightMyRequestResponse | string> {
  // The answer broke off after it began (e.g. a stream that failed after its headers).
  const answer = app.inject(options).catch((error: Error) => error);
  let timer: NodeJS.Timeout | undefined;
  const response = await Promise.race([
    answer,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), withinMs);
    }),
  ]);
  clearTimeout(timer);
  if (response === null) return `no answer within ${withinMs} ms`;
  if (response instanceof Error) return `the answer broke off (${response.message})`;
  return response;
}

/** A 5xx, or a 4xx (HEAD aside: it has no body) that is not JSON `{ message: string }`. */
export function answerProblems(method: string, response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (status >= 400 && status < 500 && method !== 'HEAD') {
    let message: unknown;
    try {
      message = response.json<{ message?: unknown }>().message;
    } catch {
      message = undefined;
    }
    if (
      typeof message !== 'string' ||
      !/^application\/json/.test(String(response.headers['content-type']))
    ) {
      problems.push(`a ${status} without a JSON { message }`);
    }
  }
  return problems;
}

/** Error-level log entries (pino level >= 50) among `lines`. */
export function errorLogsIn(lines: readonly string[]): string[] {
  return lines.filter((line) => {
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
    } catch {
      return true; // not pino's JSON: something wrote to the log another way
    }
  });
}
