#!/usr/bin/env node
// Runs Vitest on Node 24 (after scripts/node24/prepare.mjs): `node scripts/node24/vitest.mjs run
// --project unit tests/shared/x.test.ts` takes Vitest's own arguments. Its worker processes are
// Node 24 too (they start from the same binary) and load better-sqlite3's Node 24 build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { node24Env, nodeBin, root } from './paths.mjs';

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(nodeBin, [vitest, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: node24Env(),
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
