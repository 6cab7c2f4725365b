/** Small HTTP helpers for the bench itself (sign-in, a few reads), on Node's fetch. */

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/AuthUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserUniqueId: email, PassWord: password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: HTTP ${response.status}`);
  const user = (await response.json()) as Record<string, unknown>;
  if (typeof user.authToken !== 'string') throw new Error('Sign-in returned no authToken');
  return { token: user.authToken, user };
}

export async function getJson<T>(baseUrl: string, path: string, session: Session): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
