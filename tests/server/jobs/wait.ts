/** Waiting for a condition with a generous deadline, never for a fixed time. */
export async function waitFor<T>(
  look: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await look();
    if (seen !== undefined && seen !== false) return seen;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
