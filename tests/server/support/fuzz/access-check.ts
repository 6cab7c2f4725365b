/**
 * The access table against every 2xx the fuzz run sees (issue 20, point 6c): a request may succeed
 * only where the table lets its sender's role in (src/shared/permissions.ts, the table the route
 * guard and the dashboard both read). A Member's 2xx on an administrators' route, a 2xx without
 * a session on a route behind one, or a 2xx on a route naming no cell fails the run.
 *
 * The route that answered is found from the URL as Fastify's router finds it (a static segment
 * before a parameter), not taken from the operation the request aimed at: a path parameter such
 * as `Reminders` may land on another route. The role is the sender's at the time of the request
 * (read from its session), so a Member promoted by an earlier request is checked as what it is.
 */
import { canAccess } from '../../../../src/shared/permissions.js';
import type { Operation } from './operations.js';

/**
 * The path's segments as the router compares them (the query left off). A trailing slash is
 * dropped: a route declared as '/' under a prefix answers with and without it (a fuzz run's GET
 * /api/Communities was answered by GET /api/Communities/, the administrators' list).
 */
const segmentsOf = (url: string) =>
  url
    .split('?')[0]!
    .replace(/(.)\/$/, '$1')
    .split('/');

/** How well `pattern` (OpenAPI's `{param}` form) matches: -1 not at all, else static segments. */
function matchScore(pattern: string[], path: string[]): number {
  if (pattern.length !== path.length) return -1;
  let score = 0;
  for (const [i, part] of pattern.entries()) {
    if (/^\{\w+\}$/.test(part)) {
      if (path[i] === '') return -1;
    } else if (part === path[i]) {
      // Earlier static segments win over later ones, as in find-my-way's tree.
      score += 2 ** (pattern.length - i);
    } else {
      return -1;
    }
  }
  return score;
}

/** The operation that answers `method url`, or null when none matches (a 404 or 405). */
export function answeringOperation(
  operations: readonly Operation[],
  method: string,
  url: string,
): Operation | null {
  const routed = method === 'HEAD' ? 'GET' : method;
  const path = segmentsOf(url);
  let best: { op: Operation; score: number } | null = null;
  for (const op of operations) {
    if (op.method !== routed) continue;
    const score = matchScore(segmentsOf(op.path), path);
    if (score >= 0 && (best === null || score > best.score)) best = { op, score };
  }
  return best?.op ?? null;
}

/**
 * Why a 2xx answer broke the access table, or null when the table allows it. `role` is the
 * sender's role, null without a live session (anonymous, a broken or ended token).
 */
export function accessBreach(
  operations: readonly Operation[],
  request: { method: string; url: string; route: string },
  status: number,
  role: string | null,
): string | null {
  if (status < 200 || status >= 300) return null;
  const op =
    answeringOperation(operations, request.method, request.url) ??
    operations.find((candidate) => candidate.key === request.route);
  if (!op || op.public) return null;
  if (role === null) return `${status} on ${op.key}, behind a session, without a live session`;
  if (!op.access) return `${role} got ${status} on ${op.key}, which names no cell of the table`;
  const { resource, action } = op.access;
  return canAccess(role, resource, action)
    ? null
    : `${role} got ${status} on ${op.key}: the access table refuses ${role} "${resource} ${action}"`;
}
