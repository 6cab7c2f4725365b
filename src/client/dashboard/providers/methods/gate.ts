/** The guard's console (issue 21, contract: shared/contract/visitors.ts). */
export const gateMethods = {};

export type GateMethods = typeof gateMethods;
