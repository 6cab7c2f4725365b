/**
 * The browser app's session cookie and its CSRF check (issue 12). Sign-in sets two cookies: the
 * session token, HttpOnly (scripts never see it), SameSite=Lax, Path=/api; and its CSRF token,
 * readable by the app, which echoes it in the X-CSRF-Token header on writes. Both are Secure when
 * the request came over HTTPS (request.protocol honours TRUST_PROXY). The CSRF token is an HMAC
 * of the session token, so it is bound to the session: a cookie another site manages to plant
 * cannot match, and the readable cookie reveals nothing about the token. API clients keep using
 * `Authorization: Bearer`, which a foreign page cannot send, so they need no CSRF header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SAFE_METHODS } from '../../../shared/csrf.js';
import { SESSION_TOKEN_SOURCE } from '../../../shared/limits/index.js';
import { SESSION_ABSOLUTE_MS } from '../../services/accounts/sessions.js';
import { bearerToken } from '../../services/accounts/tokens.js';

export const SESSION_COOKIE = 'nb_session';

/** A session token's shape (base64url, as tokens.ts makes them). */
const TOKEN_SHAPE = new RegExp(`^${SESSION_TOKEN_SOURCE}$`);

/** The CSRF token of a session token. */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('neighbourly csrf').digest('base64url');
}

/** Path=/api: the browser sends the session only to the API, never with a page or an asset. */
const SESSION_PATH = '/api';
/** Path=/ so the app's pages (document.cookie under /dashboard) can read it. */
const CSRF_PATH = '/';

function setCookies(request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) {
  const common = { sameSite: 'lax', secure: request.protocol === 'https', maxAge } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...common, path: SESSION_PATH, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, token === '' ? '' : csrfTokenFor(token), {
    ...common,
    path: CSRF_PATH,
    httpOnly: false,
  });
}

/** After sign-in: the session's cookies, living as long as the session may (12 hours). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string) {
  setCookies(request, reply, token, SESSION_ABSOLUTE_MS / 1000);
}

/** After logout or on an ended session: both cookies removed. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  setCookies(request, reply, '', 0);
}

/** The request's session token: the Bearer header's (API clients) or else the cookie's. */
export function requestToken(
  request: FastifyRequest,
): { token: string; viaCookie: boolean } | null {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) return { token: bearer, viaCookie: false };
  const fromCookie = request.cookies[SESSION_COOKIE];
  return fromCookie && TOKEN_SHAPE.test(fromCookie) ? { token: fromCookie, viaCookie: true } : null;
}

/** True when a cookie-authenticated request may go on: a safe method, or the right CSRF header. */
export function csrfHolds(request: FastifyRequest, token: string): boolean {
  if (SAFE_METHODS.includes(request.method)) return true;
  const sent = request.headers[CSRF_HEADER.toLowerCase()];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(token));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
