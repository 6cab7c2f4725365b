/**
 * The dataProvider is the dashboard's only door to the API (issue 15, point 1): no `fetch(` in
 * dashboard code outside src/client/dashboard/providers/, one HttpError (react-admin's), and the
 * public pages' fetch core stays free of react-admin so their bundle never carries it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CLIENT = path.join(ROOT, 'src/client');
const PROVIDERS = path.join(CLIENT, 'dashboard/providers') + path.sep;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `file:line` of every line of `files` that `pattern` matches (comments included: be strict). */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}`] : [],
      ),
  );
}

/** A call of fetch: `fetch(`, `window.fetch(`, `globalThis.fetch (`, not `refetch(`. */
const FETCH_CALL = /(?<![\w$])fetch\s*\(/;

describe('one door to the API', () => {
  it('has no fetch( in dashboard code outside the providers', () => {
    const outside = sourceFiles(path.join(CLIENT, 'dashboard')).filter(
      (file) => !file.startsWith(PROVIDERS),
    );
    expect(outside.length).toBeGreaterThan(50);
    expect(linesMatching(outside, FETCH_CALL)).toEqual([]);
  });

  it('finds a fetch( where there is one (the check can fail)', () => {
    expect(FETCH_CALL.test('const response = await fetch(url);')).toBe(true);
    expect(FETCH_CALL.test('void window.fetch (url)')).toBe(true);
    expect(FETCH_CALL.test('query.refetch();')).toBe(false);
  });

  it("declares no HttpError class of its own: the dashboard's is react-admin's", () => {
    expect(linesMatching(sourceFiles(CLIENT), /class\s+HttpError\b/)).toEqual([]);
  });

  it('keeps react-admin out of the public pages and the shared client code', () => {
    const publicSide = [
      ...sourceFiles(path.join(CLIENT, 'public')),
      ...sourceFiles(path.join(CLIENT, 'common')),
    ];
    expect(linesMatching(publicSide, /from\s+['"](react-admin|ra-[\w-]+)['"]/)).toEqual([]);
  });
});
