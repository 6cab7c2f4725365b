/**
 * Every link of the README opens from a fresh clone (issue 16, point 12): a relative link (inline
 * or reference-style Markdown, an image, an HTML href or src) names a file or folder that git
 * tracks, and an #anchor names a heading of the README or of the Markdown file it points into
 * (GitHub's heading ids). Links inside code are not links; web links are not fetched. (Kept with
 * the shared tests: the README is read by both sides' developers.)
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

/** The Markdown without fenced code blocks and `code spans`, whose brackets are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target outside code: [text](target "title"), ![alt](<target>), [id]: target, href/src. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)/g)].map((m) => m[1]!);
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)].map((m) => m[1]!);
  const html = [...text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]!);
  return [...inline, ...references, ...html].map((target) => target.replace(/^<|>$/g, ''));
}

/** Links into the repository (no scheme such as https: or mailto:), as written. */
function relativeLinks(markdown: string): string[] {
  return linkTargets(markdown).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** GitHub's id for a heading: its text lower-cased, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The ids of a Markdown file's headings; a repeated heading gets -1, -2… as on GitHub. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const ids = new Set<string>();
  const headings = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/gm);
  for (const [, heading] of headings) {
    const base = slug(heading!.replace(/`/g, '').replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1'));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** What is wrong with one README link, or null when it opens in a clone. */
function brokenBecause(link: string): string | null {
  const [rawPath, anchor] = link.split('#') as [string, string | undefined];
  const path = decodeURIComponent(rawPath).replace(/^\.\//, '').replace(/\/$/, '');
  if (path !== '' && !TRACKED.has(path) && !FOLDERS.has(path)) return 'no such tracked file';
  if (anchor === undefined || anchor === '') return null;
  if (path !== '' && !path.endsWith('.md')) return null;
  const target = path === '' ? README : readFileSync(path, 'utf8');
  return anchors(target).has(decodeURIComponent(anchor).toLowerCase()) ? null : 'no such heading';
}

describe('README links', () => {
  it('links the product contract, and every relative link and anchor resolves in a clone', () => {
    const links = relativeLinks(README);
    expect(links).toContain('docs/spec/community-app-spec.md');
    const broken = links
      .map((link) => ({ link, problem: brokenBecause(link) }))
      .filter(({ problem }) => problem !== null);
    expect(broken).toEqual([]);
  });

  it('finds every kind of link, and none inside code', () => {
    const markdown = [
      'see [the spec](../shared/spec/x.md) and [web](https://a.b "title")',
      '![phone](<docs/shots/phone view.png>) and [a heading](#set-up-two-commands)',
      '<img src="docs/a.png"> [ref]: docs/b.md#api',
      '[reference]: docs/c.md',
      'not a link: `[x](in/code.md)`',
      '```',
      '[y](in/a/block.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      '../shared/spec/x.md',
      'docs/shots/phone view.png',
      '#set-up-two-commands',
      'docs/c.md',
      'docs/a.png',
    ]);
  });

  it('tells a missing file, a missing heading and a good anchor apart', () => {
    expect(brokenBecause('../shared/spec/x.md')).toBe('no such tracked file');
    expect(brokenBecause('docs/spec/community-app-spec.md')).toBeNull();
    expect(brokenBecause('#no-such-section')).toBe('no such heading');
    expect(brokenBecause('#set-up-two-commands')).toBeNull();
    expect(brokenBecause('README.md#api')).toBeNull();
  });

  it('makes heading ids as GitHub does', () => {
    const ids = anchors('# Set-up: two commands\n## The `npm test` line\n## API\n### API\n');
    expect([...ids]).toEqual(['set-up-two-commands', 'the-npm-test-line', 'api', 'api-1']);
    expect(slug('Per-core speed and memory (issue 14)')).toBe('per-core-speed-and-memory-issue-14');
    expect(slug('Who may do what?')).toBe('who-may-do-what');
  });
});
