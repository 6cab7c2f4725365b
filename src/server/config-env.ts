/** Reading and refusing environment variables, shared by config.ts and config-services.ts. */
export type Env = Record<string, string | undefined>;

export function read(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? fallback : value;
}

export function fail(name: string, problem: string): never {
  throw new Error(`Invalid configuration: ${name} ${problem}`);
}

const schemes = (protocols: string[]) => protocols.map((p) => `${p}//`).join(' or ');

/** Parses a URL and checks its scheme; never echoes the value, which may hold a password. */
export function parseUrl(name: string, raw: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(name, `must be a URL starting with ${schemes(protocols)}`);
  }
  if (!protocols.includes(url.protocol))
    fail(name, `must be a URL starting with ${schemes(protocols)}`);
  return url;
}

/** A true/false switch; anything else stops the server naming the variable. */
export function readSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name, String(fallback)).toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fail(name, `must be true or false (got "${raw}")`);
}

/** A whole number of milliseconds within [min, max]; anything else stops the server. */
export function readMilliseconds(
  env: Env,
  name: string,
  fallback: number,
  [min, max]: readonly [number, number],
): number {
  const raw = read(env, name, String(fallback));
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    fail(name, `must be a whole number of milliseconds from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}
