/**
 * Never by dues (issue 21, point 5): the gate's SQL and rules read nothing of the ledger, the
 * debtors or a resident's balance, so no answer of the console or the log can depend on what a
 * resident owes. (gate.test.ts checks in the pass of a resident who owes, and looks for money in
 * the answers.)
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const FILES = [
  'src/server/repositories/visitors/entries-repository.ts',
  'src/server/repositories/visitors/entry-log.ts',
  'src/server/repositories/visitors/gate-lookup.ts',
  'src/server/services/visitors/gate.ts',
  'src/server/services/visitors/gate-entries.ts',
  'src/server/services/visitors/check-out.ts',
  'src/server/services/visitors/gate-views.ts',
  'src/server/services/visitors/walk-ins.ts',
  'src/server/services/visitors/log.ts',
  'src/server/services/visitors/log-csv.ts',
  'src/server/routes/api/visitors/gate.ts',
  'src/server/routes/api/visitors/gate-actor.ts',
  'src/server/routes/api/visitors/walk-ins.ts',
  'src/server/routes/api/visitors/log.ts',
];

const MONEY = /\b(ledger\w*|debtors?|owed|owing|balances?|outstanding\w*)\b|money\//i;

describe('the gate never reads dues', () => {
  it('has no ledger, debtor or balance in its SQL, rules or routes', async () => {
    for (const file of FILES) {
      const code = (await readFile(file, 'utf8'))
        // Comments may say so in words.
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(code.match(MONEY), file).toBeNull();
    }
  });
});
