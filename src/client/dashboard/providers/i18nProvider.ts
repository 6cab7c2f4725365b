import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../i18n/en';

/**
 * English only. Missing keys fall back to the key itself, so a server message passed to notify()
 * (e.g. 'Street added successfully') shows as it is.
 */
export const i18nProvider = polyglotI18nProvider(
  () => en,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
