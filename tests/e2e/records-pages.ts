/**
 * Page helpers of the property-records journey (property-records.test.ts): lists, their rows and
 * paging label, the Add New form and Save, and screenshots (screenshots/issue3-e2e-*). `page` is
 * a getter: the journey changes page when the Member signs in.
 */
import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshotBoth, visible } from './harness';

/** expect.poll's 1 s default is short for a busy machine. */
export const poll = { timeout: 10_000 };

export function recordsPages(page: () => Page, baseUrl: () => string) {
  async function save() {
    await page().getByRole('button', { name: 'Save' }).click();
  }

  /** The data row of a list holding `text`. */
  const row = (text: string): Locator => page().getByRole('row').filter({ hasText: text });

  const rangeLabel = () => page().getByRole('navigation', { name: 'Pagination' }).locator('p');

  /**
   * Both screenshots from the top of the page (a scrolled page repeats the sticky header). Forms
   * are shot without the toasts still showing from the previous save (they stay 5 s); lists keep
   * theirs, which shows the save's outcome.
   */
  async function shoot(name: string, { keepToasts = false } = {}) {
    await page().evaluate(() => window.scrollTo(0, 0));
    const hidden = keepToasts
      ? null
      : await page().addStyleTag({ content: '.Toastify { visibility: hidden !important; }' });
    try {
      await screenshotBoth(page(), `issue3-e2e-${name}`);
    } finally {
      await hidden?.evaluate((style) => (style as HTMLStyleElement).remove());
    }
  }

  /**
   * On a phone react-admin's Save bar is fixed to the bottom of the screen: scrolled to the end of
   * the form, its last field must stay above it (not hidden under it).
   */
  async function lastFieldClearOfSaveBar(screenshot: string) {
    await page().setViewportSize(PHONE);
    await expect
      .poll(
        () =>
          page().evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            const fields = document.querySelectorAll('main form .MuiFormControl-root');
            const last = fields[fields.length - 1]?.getBoundingClientRect();
            const bar = document.querySelector('main form [role="toolbar"]');
            if (!last || !bar || getComputedStyle(bar).position !== 'fixed')
              return 'no fixed bar yet';
            const top = bar.getBoundingClientRect().top;
            return last.bottom <= top ? 'clear' : `covered by ${Math.round(last.bottom - top)}px`;
          }),
        poll,
      )
      .toBe('clear');
    await page().screenshot({ path: path.join(SCREENSHOT_DIR, `issue3-e2e-${screenshot}.png`) });
    await page().setViewportSize(DESKTOP);
  }

  async function openList(slug: string, heading: string) {
    await page().goto(`${baseUrl()}/dashboard/${slug}`);
    await visible(page().getByRole('heading', { name: heading, exact: true }));
  }

  async function addNew(slug: string, heading: string) {
    await page().getByRole('link', { name: 'Add New' }).click();
    await page().waitForURL(`**/dashboard/${slug}/add-new`);
    await visible(page().getByRole('heading', { name: heading, exact: true }));
  }

  async function backOnList(slug: string, text: string) {
    await page().waitForURL(new RegExp(`/dashboard/${slug}$`));
    await visible(row(text));
  }

  return { save, row, rangeLabel, shoot, lastFieldClearOfSaveBar, openList, addNew, backOnList };
}
