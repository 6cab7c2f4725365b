/**
 * What the layout sweep asserts on an open page, each answering the offenders it finds (none is
 * a pass), so one run lists every problem at once:
 * - the page scrolls sideways (document.scrollingElement wider than the window);
 * - a table cell's text is clipped without an ellipsis (an element in a cell whose content is
 *   wider than its box, not drawn with `text-overflow: ellipsis`);
 * - from `wide` on (laptops), a table scrolls sideways in its card, so a column is cut off;
 * - on a phone, a form's fields side by side (forms are one column below 600 px);
 * - a serious or critical axe-core violation.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Offending elements named as tag#id.class (short), at most a few per check. */
const NAME_ELEMENT = `(element) => {
  const id = element.id ? '#' + element.id : '';
  const cls = typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : '';
  const text = (element.textContent || '').trim().slice(0, 40);
  return element.tagName.toLowerCase() + id + cls + ' "' + text + '"';
}`;

export async function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate((nameSource) => {
    const name = new Function(`return ${nameSource}`)() as (element: Element) => string;
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return [];
    const sticking = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(-3)
      .map(name);
    return [`page ${root.scrollWidth}px wide in ${window.innerWidth}px: ${sticking.join(', ')}`];
  }, NAME_ELEMENT);
}

export async function clippedCells(page: Page, wide: boolean): Promise<string[]> {
  return page.evaluate(
    ({ nameSource, wide }) => {
      const name = new Function(`return ${nameSource}`)() as (element: Element) => string;
      const problems: string[] = [];
      const cells = document.querySelectorAll('td, th');
      for (const cell of Array.from(cells)) {
        for (const element of [cell, ...Array.from(cell.querySelectorAll('*'))]) {
          // Visually hidden text (a screen-reader-only header) is clipped on purpose.
          if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue;
          if (element.scrollWidth <= element.clientWidth + 1) continue;
          if (getComputedStyle(element).textOverflow === 'ellipsis') continue;
          problems.push(`clipped cell text: ${name(element)}`);
        }
      }
      if (wide) {
        for (const table of Array.from(document.querySelectorAll('table'))) {
          let box = table.parentElement;
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          // A box of 1 px is visually hidden (the chart's table for screen readers).
          if (!box || box === document.body || box.clientWidth <= 1) continue;
          if (box.scrollWidth > box.clientWidth + 1) {
            const header = Array.from(table.querySelectorAll('th'))
              .filter((th) => th.getBoundingClientRect().right > box!.getBoundingClientRect().right)
              .map((th) => (th.textContent ?? '').trim() || '(no text)');
            problems.push(`table cut at ${box.clientWidth}px (hidden: ${header.join(', ')})`);
          }
        }
      }
      return problems.slice(0, 5);
    },
    { nameSource: NAME_ELEMENT, wide },
  );
}

export async function formColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fields = Array.from(document.querySelectorAll('main form .MuiFormControl-root'))
      .filter((field) => !field.parentElement?.closest('.MuiFormControl-root'))
      .map((field) => ({ field, box: field.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const problems: string[] = [];
    fields.forEach((a, index) => {
      const beside = fields
        .slice(index + 1)
        .find((b) => b.box.top < a.box.bottom - 1 && a.box.top < b.box.bottom - 1);
      if (beside) {
        const label = (field: Element) => field.querySelector('label')?.textContent?.trim();
        problems.push(`form fields side by side: ${label(a.field)} | ${label(beside.field)}`);
      }
    });
    return problems.slice(0, 3);
  });
}

/**
 * axe-core's rules on the page. Legacy mode runs axe.run in the page itself instead of finishing
 * in a new blank page each time (the dashboard has no frames), and only violations are detailed:
 * both keep a scan near a second.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `axe ${violation.impact} ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
