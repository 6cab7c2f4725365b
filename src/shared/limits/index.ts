/**
 * Every input limit, named once (issue 13): the contract schemas (src/shared/contract), the
 * server's own checks and the browser's form validation all read these, and
 * tests/shared/limits.test.ts fails when a limit is written as a literal anywhere else. Plain
 * values only (no TypeBox): the browser imports this.
 */
export * from './accounts.js';
export * from './dates.js';
export * from './files.js';
export * from './forms.js';
export * from './money.js';
export * from './numbers.js';
export * from './text.js';
export * from './uploads.js';
export * from './imports.js';
export * from './spreadsheets.js';
export * from './payments.js';
export * from './notices.js';
export * from './operations.js';
export * from './visitors.js';
