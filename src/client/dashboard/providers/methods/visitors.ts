/** Visitor passes and the entry log (issue 21, contract: shared/contract/visitors.ts). */
export const visitorMethods = {};

export type VisitorMethods = typeof visitorMethods;
