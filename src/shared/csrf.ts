/**
 * The browser app's session (issue 12): the server keeps the token in an HttpOnly cookie that
 * scripts cannot read, and sets this readable CSRF cookie beside it. The app echoes its value in
 * the CSRF header on every write; a page of another site can neither read the cookie nor set the
 * header, so a write it forges is refused (double submit, bound to the session by the server).
 */
export const CSRF_COOKIE = 'nb_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

/** Methods that change nothing and so need no CSRF header. */
export const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/** The value of cookie `name` in a `Cookie` header or `document.cookie` text, or null. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
