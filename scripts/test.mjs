#!/usr/bin/env node
// `npm test`: lint, typecheck, build, then every Vitest project (unit, client, API on SQLite and,
// when TEST_DATABASE_URL is set, on PostgreSQL), then the end-to-end tests against the built app.
// Ends with one summary line 'tests: N passed, N failed, N skipped'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const failedSteps = [];

function run(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name, projects, reportFile) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  return run(name, 'npx', args);
}

function counts(reportFile) {
  if (!existsSync(reportFile)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '.']);
run('typecheck', 'npm', ['run', 'typecheck']);
const built = run('build', 'npm', ['run', 'build']);

const projects = ['unit', 'client', 'api-sqlite', 'api-sqlite-mocks'];
if (process.env.TEST_DATABASE_URL) {
  projects.push('api-postgres', 'api-postgres-mocks');
} else {
  console.log('\nPostgreSQL half SKIPPED: TEST_DATABASE_URL is not set (CI sets it in .ci/run).');
}
const mainReport = `${resultsDir}/vitest-main.json`;
const e2eReport = `${resultsDir}/vitest-e2e.json`;
vitest('unit, client and API tests', projects, mainReport);
if (built) vitest('end-to-end tests', ['e2e'], e2eReport);
else console.log('\nEnd-to-end tests not run: the build failed.');

const totals = [
  counts(mainReport),
  built ? counts(e2eReport) : { passed: 0, failed: 0, skipped: 0 },
].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
