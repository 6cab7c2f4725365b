/** The guard's console (issue 21): placeholder until the console is built. */
export function GatePage() {
  return null;
}
