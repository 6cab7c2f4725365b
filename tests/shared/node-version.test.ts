/**
 * The Node versions the project supports (issue 16, point 12): the tests run on a Node that
 * package.json's engines accepts, and the Node 24 pass of `.ci/run` (scripts/node24/vitest.mjs,
 * which sets EXPECT_NODE_MAJOR) really runs its tests on Node 24, not on the system's Node.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node as string;

/** [major, minor, patch] of 'v20.19.0', '20.19.0' or '>=20.19.0'. */
function versionOf(text: string): number[] {
  return text
    .replace(/^[^0-9]*/, '')
    .split('.')
    .map(Number);
}

function atLeast(version: number[], minimum: number[]): boolean {
  for (let i = 0; i < 3; i += 1) {
    if (version[i]! !== minimum[i]!) return version[i]! > minimum[i]!;
  }
  return true;
}

describe('Node version', () => {
  it(`runs on a Node that engines "${engines}" accepts (${process.version})`, () => {
    expect(engines).toMatch(/^>=\d+\.\d+\.\d+$/);
    expect(atLeast(versionOf(process.version), versionOf(engines))).toBe(true);
  });

  it('compares versions part by part', () => {
    expect(atLeast([20, 20, 2], [20, 19, 0])).toBe(true);
    expect(atLeast([24, 0, 0], [20, 19, 0])).toBe(true);
    expect(atLeast([20, 18, 9], [20, 19, 0])).toBe(false);
    expect(atLeast([20, 9, 0], [20, 19, 0])).toBe(false);
  });

  it.runIf(process.env.EXPECT_NODE_MAJOR)(
    `runs on the Node major the run asked for (EXPECT_NODE_MAJOR=${process.env.EXPECT_NODE_MAJOR}, ${process.version})`,
    () => {
      expect(process.versions.node.split('.')[0]).toBe(process.env.EXPECT_NODE_MAJOR);
    },
  );
});
