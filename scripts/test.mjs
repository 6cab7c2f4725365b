#!/usr/bin/env node
// `npm test`: lint, format, typecheck and build (two lanes side by side), then every Vitest project
// (unit, client, API on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL), then the
// end-to-end tests against the built app. With TEST_NODE24=1 (.ci/run sets it) the unit and API
// projects run again on Node 24, the current LTS, installed beside the system's Node
// (scripts/node24/), beside the end-to-end tests, which mostly wait on one browser.
// Steps that run side by side print their output when they end, each under its own name.
// Ends with one summary line 'tests: N passed, N failed, N skipped' that counts every run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const failedSteps = [];

/**
 * Runs one step and answers whether it passed. `live` shows its output as it comes (a step that
 * runs alone); otherwise the output is kept and printed, under the step's name, when it ends.
 */
function run(name, command, args, { live = false } = {}) {
  const line = `=== ${name}: ${command} ${args.join(' ')}`;
  if (live) console.log(`\n${line}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: live ? 'inherit' : 'pipe', env: process.env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!live) {
        console.log(`\n${line}`);
        const text = Buffer.concat(output).toString('utf8').trimEnd();
        if (text) console.log(text);
      }
      console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      if (status !== 0) failedSteps.push(name);
      resolve(status === 0);
    });
  });
}

/** Runs each lane's steps one after another, the lanes side by side. */
async function lanes(...steps) {
  return Promise.all(
    steps.map(async (lane) => {
      const results = [];
      for (const [name, command, args] of lane) results.push(await run(name, command, args));
      return results;
    }),
  );
}

function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}

/** Vitest on `projects`, through `npx vitest` or (on Node 24) `node scripts/node24/vitest.mjs`. */
function vitest(name, projects, reportFile, options = {}) {
  const [command, ...prefix] = options.command ?? ['npx', 'vitest'];
  rmSync(reportFile, { force: true });
  const args = [...prefix, 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`);
  return run(name, command, args, options);
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

/** One line per failed test (or file that failed to run) in a Vitest JSON report, with its error. */
function failures(reportFile) {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const lines = [];
  const firstLines = (messages) =>
    String(messages?.[0] ?? '')
      .split('\n')
      .slice(0, 3)
      .join(' | ')
      .slice(0, 400);
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(`FAILED ${file.name} > ${test.fullName}: ${firstLines(test.failureMessages)}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`FAILED ${file.name}: ${firstLines([file.message])}`);
    }
  }
  return lines;
}

// Installing Node 24 and compiling better-sqlite3 for it (about 2 minutes the first time) runs
// beside lint, typecheck and build; its log is printed when the Node 24 tests start.
const node24 = Boolean(process.env.TEST_NODE24);
const node24Log = `${resultsDir}/node24-install.log`;
const node24Install = node24 ? installNode24() : null;

function installNode24() {
  const started = Date.now();
  const log = openSync(node24Log, 'w');
  const child = spawn('node', ['scripts/node24/prepare.mjs'], { stdio: ['ignore', log, log] });
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ status, seconds: seconds(started) }));
  });
}

// Two lanes for two cores: ESLint, Prettier and the build (about 65 s alone) beside the two tsc
// runs (about 55 s); each is one process on one core.
const [[, , built]] = await lanes(
  [
    ['lint', 'npx', ['eslint', '.']],
    ['format', 'npx', ['prettier', '--check', '.']],
    ['build', 'npm', ['run', 'build']],
  ],
  [['typecheck', 'npm', ['run', 'typecheck']]],
);

const projects = ['unit', 'client', 'api-sqlite', 'api-sqlite-mocks'];
if (process.env.TEST_DATABASE_URL) {
  projects.push('api-postgres', 'api-postgres-mocks');
} else {
  console.log('\nPostgreSQL half SKIPPED: TEST_DATABASE_URL is not set (CI sets it in .ci/run).');
}
const mainReport = `${resultsDir}/vitest-main.json`;
const e2eReport = `${resultsDir}/vitest-e2e.json`;
await vitest('unit, client and API tests', projects, mainReport, { live: true });

// Node 24: the unit and API projects on SQLite only. The client's jsdom tests and the browser tests
// do not touch the runtime's native modules; better-sqlite3 is the one module built for a Node
// version, and the PostgreSQL half runs the same services and routes through pg, plain JavaScript.
// Each would add minutes to a CI that must stay under 20. They run beside the end-to-end tests:
// one browser and one server spend most of their time waiting, which leaves a core free.
const node24Report = `${resultsDir}/vitest-node24.json`;
async function node24Tests() {
  const installed = node24Install ? await node24Install : null;
  if (!installed) return;
  console.log(`\n=== Node 24: install (${node24Log}), ${installed.seconds} s`);
  console.log(readFileSync(node24Log, 'utf8').trimEnd());
  if (installed.status !== 0) {
    failedSteps.push('Node 24: install');
    return;
  }
  const node24Projects = ['unit', 'api-sqlite', 'api-sqlite-mocks'];
  const command = ['node', 'scripts/node24/vitest.mjs'];
  await vitest('unit and API tests on Node 24', node24Projects, node24Report, { command });
}
async function e2eTests() {
  if (built) await vitest('end-to-end tests', ['e2e'], e2eReport);
  else console.log('\nEnd-to-end tests not run: the build failed.');
}
await Promise.all([e2eTests(), node24Tests()]);

const totals = [
  counts(mainReport),
  built ? counts(e2eReport) : { passed: 0, failed: 0, skipped: 0 },
  node24 ? counts(node24Report) : { passed: 0, failed: 0, skipped: 0 },
].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
// Named last, so that a log cut to its tail still says which tests failed and why.
for (const report of [mainReport, e2eReport, node24Report]) {
  for (const failure of failures(report)) console.log(failure);
}
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
