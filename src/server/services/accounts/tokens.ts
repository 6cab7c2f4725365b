import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TOKEN_SOURCE } from '../../../shared/limits/index.js';

/** A new session token: 256 random bits, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token: what the sessions table stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const BEARER = new RegExp(`^Bearer\\s+(${SESSION_TOKEN_SOURCE})\\s*$`, 'i');

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = BEARER.exec(header ?? '');
  return match?.[1] ?? null;
}
