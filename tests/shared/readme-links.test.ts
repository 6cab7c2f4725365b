/**
 * Every link of the README that points into the repository opens from a fresh clone (issue 16,
 * point 12): a relative Markdown link names a file or folder that git tracks. Web links are not
 * fetched. (Kept with the shared tests: the README is read by both sides' developers.)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const README = readFileSync('README.md', 'utf8');
const TRACKED = new Set(
  execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean),
);
const FOLDERS = new Set(
  [...TRACKED].flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** The targets of the README's relative links: `[text](target)`, without an #anchor. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

describe('README links', () => {
  it('links the product contract, and each relative link names a tracked file or folder', () => {
    const links = relativeLinks(README);
    expect(links).toContain('docs/spec/community-app-spec.md');
    const broken = links.filter((link) => {
      const target = link.replace(/^\.\//, '').replace(/\/$/, '');
      return !TRACKED.has(target) && !FOLDERS.has(target);
    });
    expect(broken).toEqual([]);
  });

  it('finds a broken link', () => {
    const links = relativeLinks('see [the spec](../shared/spec/x.md) and [web](https://a.b)');
    expect(links).toEqual(['../shared/spec/x.md']);
    expect(TRACKED.has(links[0]!)).toBe(false);
  });
});
