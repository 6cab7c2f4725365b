/**
 * Page helpers of the finance journey (finance.test.ts): a dashboard page by its address, the
 * figures of its cards, its list's rows, its charts, and its CSV export read back.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { visible } from './harness';

export function financePages(page: () => Page, baseUrl: () => string) {
  /** The wallet's area chart (its table for screen readers comes with it) or a page's gauge. */
  async function chartDrawn(kind: 'area' | 'gauge') {
    if (kind === 'area') {
      await page()
        .getByRole('table', { name: 'Income and expenses' })
        .waitFor({ state: 'attached' });
    } else {
      await visible(page().getByRole('figure'));
    }
  }

  /** A dashboard page by its address, once its heading shows. */
  async function open(slug: string, heading: string) {
    await page().goto(`${baseUrl()}/dashboard/${slug}`);
    await visible(page().getByRole('heading', { name: heading, exact: true, level: 1 }));
  }

  /** The text of each card of a page, by its name (Total Income, ...): '₦25,000.00'. */
  async function figures(names: readonly string[], within: Locator = page().locator('main')) {
    const values: Record<string, string> = {};
    for (const name of names) {
      const card = within.getByRole('region', { name, exact: true });
      values[name] = (await card.locator('p').last().innerText()).trim();
    }
    return values;
  }

  const OVERVIEW_CARDS = ['Total Income', 'Total Expenses', 'Available Balance', 'Amount owing'];

  async function overviewShows(expected: [string, string, string, string]) {
    await expect
      .poll(() => figures(OVERVIEW_CARDS))
      .toEqual(Object.fromEntries(OVERVIEW_CARDS.map((name, index) => [name, expected[index]])));
  }

  /**
   * The rows of the page's list (header row aside; not the chart's table for screen readers), each
   * as its cells' texts.
   */
  async function tableRows(): Promise<string[][]> {
    const rows = page().locator('main .RaDataTable-tbody tr');
    const out: string[][] = [];
    for (const row of await rows.all()) {
      out.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()));
    }
    return out;
  }

  /** The debtors list as [name, amount] pairs, in order. */
  async function debtors(): Promise<[string, string][]> {
    return (await tableRows()).map((cells) => [cells[0]!, cells[cells.length - 1]!]);
  }

  /** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF). */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i]!;
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\n') {
        row.push(cell.replace(/\r$/, ''));
        rows.push(row);
        row = [];
        cell = '';
      } else cell += char;
    }
    if (cell !== '' || row.length > 0) rows.push([...row, cell]);
    return rows;
  }

  /** Clicks 'Export csv' on the current page; answers the download's file name and CSV rows. */
  async function exportCsv(within: Locator = page().locator('main')) {
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      within.getByRole('button', { name: 'Export csv' }).click(),
    ]);
    const file = await download.path();
    return { name: download.suggestedFilename(), rows: parseCsv(readFileSync(file, 'utf8')) };
  }

  return { chartDrawn, open, figures, overviewShows, tableRows, debtors, exportCsv };
}
