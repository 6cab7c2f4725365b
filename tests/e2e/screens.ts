/**
 * Page helpers the journeys share (adverts, finance): toasts, the phone-width check and the
 * desktop and phone screenshots of pages and dialogs (screenshots/<prefix>-*.png). `page` is a
 * getter, as each journey opens its page in its own beforeAll.
 */
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOT_DIR, screenshotBoth, visible } from './harness';

const HIDE_TOASTS = '.Toastify, .Toastify * { visibility: hidden !important; }';

export function screens(page: () => Page, prefix: string) {
  /** A toast reading exactly `text` (toasts stack: `visible` takes the first match). */
  async function toast(text: string) {
    await visible(page().getByRole('alert').getByText(text, { exact: true }));
  }

  /**
   * The page at phone width scrolls sideways nowhere but inside its tables' cards: answers the
   * elements that stick out of the page (none).
   */
  async function fitsPhone() {
    const original = page().viewportSize() ?? DESKTOP;
    await page().setViewportSize(PHONE);
    const overflowing = () =>
      page().evaluate(() => {
        const root = document.documentElement;
        if (root.scrollWidth <= root.clientWidth) return [];
        return Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120))
          .slice(0, 5);
      });
    await expect.poll(overflowing).toEqual([]);
    await page().setViewportSize(original);
  }

  /** Both screenshots from the top of the page, without toasts; the page must fit a phone. */
  async function shoot(name: string) {
    await fitsPhone();
    await page().evaluate(() => window.scrollTo(0, 0));
    const hidden = await page().addStyleTag({ content: HIDE_TOASTS });
    try {
      await screenshotBoth(page(), `${prefix}-${name}`);
    } finally {
      await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
    }
  }

  /**
   * An open dialog at desktop and phone size, as the screen shows it (the dialog is fixed to the
   * viewport, so a full-page picture would show the page below a phone's full-screen dialog).
   */
  async function shootDialog(name: string) {
    const hidden = await page().addStyleTag({ content: HIDE_TOASTS });
    try {
      for (const [label, size] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page().setViewportSize(size);
        await page().waitForTimeout(150);
        await page().screenshot({
          path: path.join(SCREENSHOT_DIR, `${prefix}-dialog-${name}-${label}.png`),
        });
      }
    } finally {
      await page().setViewportSize(DESKTOP);
      await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
    }
  }

  return { toast, fitsPhone, shoot, shootDialog };
}
