import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/messages';

/** Sets the tab title: 'Sign in | Neighbourly', or just the product name on the landing page. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
