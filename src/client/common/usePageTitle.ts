import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/messages';

/** The tab title of a named page: 'Streets · Neighbourly' (issue 16: titles say where one is). */
export function pageTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

/**
 * Sets the tab title while the calling page is shown. On leaving, the title goes back to the
 * product name, so a page without a heading of its own never keeps the previous page's name.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}

/** Sets the tab title to '<page> · Neighbourly'. */
export function usePageTitle(page: string): void {
  useDocumentTitle(pageTitle(page));
}
