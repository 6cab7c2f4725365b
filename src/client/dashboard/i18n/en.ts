/**
 * English texts of the dashboard: react-admin's own (ra.*), the app's under `neighbourly.*` and
 * the resources' names and fields under `resources.*`. The spec's fixed texts come from
 * src/shared/messages.ts so each lives once. Each family's texts (communities, property,
 * residents, projects, adverts, finance) live in their own file beside this one; this file
 * assembles them with the texts every page shares.
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { FIELD_LABELS, messages, PRODUCT_NAME } from '../../../shared/messages';
import { advertResources, advertTexts } from './adverts';
import { communityResources, communityTexts } from './communities';
import { financeResources, financeTexts } from './finance';
import { financeFormTexts } from './financeForms';
import { importResources, importTexts } from './imports';
import { jobsResources, jobsTexts } from './jobs';
import { noticeResources, noticeTexts } from './notices';
import { paymentResources, paymentTexts } from './payments';
import { paymentSettingsTexts } from './paymentSettings';
import { reminderTexts } from './reminders';
import { profileTexts } from './profile';
import { projectResources, projectTexts } from './projects';
import { propertyResources, propertyTexts } from './property';
import { residentResources, residentTexts } from './residents';
import { gateTexts } from './gate';
import { visitorResources, visitorTexts } from './visitors';

export const en: TranslationMessages = {
  ...englishMessages,
  neighbourly: {
    product: PRODUCT_NAME,
    loading: 'Loading...',
    auth: messages.auth,
    generic: messages.generic,
    finance: financeTexts,
    financeForms: financeFormTexts,
    layout: {
      greeting: 'Hello, %{name}',
      platform: 'Platform administration',
      profile: 'Profile',
      menu: 'Menu',
      open_menu: 'Open menu',
      close_menu: 'Close menu',
      navigation: 'Dashboard navigation',
      logout: 'Logout',
    },
    menu: {
      home: 'Home',
      communities: 'Communities',
      projects: 'Projects',
      adverts: 'Adverts',
      resident: 'Residents',
      streets: 'Streets',
      income: 'Income',
      expenses: 'Expenses',
      debtors: 'Debtors',
      address: 'Addresses',
      wallet: 'Wallet',
      profile: 'Profile',
      apartments: 'Apartments',
      'apartment-types': 'Apartment types',
      landlords: 'Landlords',
      excos: 'Excos',
      audit: 'Audit log',
      import: 'Import',
      'payment-suspense': 'Suspense',
      reconciliation: 'Reconciliation',
      'payment-settings': messages.paymentSettings.title,
      'reminder-schedule': messages.reminders.title,
      notices: messages.notices.title,
      'visitor-passes': messages.visitors.passes,
      gate: messages.visitors.gate,
      'visitor-log': messages.visitors.log,
    },
    bank_details: {
      current_password: FIELD_LABELS.currentPassword,
      current_password_hint: 'Needed to change the bank details: every administrator is told',
    },
    overview: {
      title: 'Overview',
      // The link registers a new community (sign-up, with this one as its referrer): residents
      // do not join through it (issue 16, point 8).
      referral_title: `Invite another community to ${PRODUCT_NAME}`,
      referral_hint:
        'Share this link with another estate or street: it opens the form that registers their community, with yours as the referrer.',
      copy: 'Copy',
      copy_label: 'Copy the invitation link',
      copied: 'Copied',
      bank_title: 'Bank details',
      bank_name: 'Bank name',
      account_number: 'Account number',
      not_set: 'Not set yet',
      load_failed: messages.community.loadFailed,
      welcome_title: `Welcome to ${PRODUCT_NAME}`,
      welcome_text:
        'You look after the whole platform. Open Communities to see every registered community.',
    },
    switcher: {
      label: 'Community',
      all: 'All communities',
      none: messages.community.empty,
      hint: "Choose one in the 'Community' box at the top of the page.",
    },
    ...communityTexts,
    upload: messages.upload,
    reference: messages.reference,
    /** Shared list and form building blocks (common/ListPage.tsx, FormPage.tsx). */
    list: {
      search: 'Search',
      add_new: 'Add New',
      pagination: 'Pagination',
      previous_page: 'Previous page',
      next_page: 'Next page',
      edit: 'Edit',
      view_edit: 'View/Edit',
      /** A column of buttons or links: its header, read by screen readers only. */
      actions: 'Actions',
    },
    form: {
      create_title: 'Add New %{name}',
      edit_title: '%{name} details',
      add_missing: 'Add New %{name}',
      whole_number: 'Please enter a whole number of 0 or more',
      suggestions: 'Suggestions',
      /** The dialog-form kit (common/DialogForm.tsx). */
      cancel: 'Cancel',
      save: 'Save',
      saving: 'Saving...',
    },
    ...propertyTexts,
    ...residentTexts,
    ...projectTexts,
    advert: advertTexts,
    profile: profileTexts,
    import: importTexts,
    payments: paymentTexts,
    payment_settings: paymentSettingsTexts,
    reminders: reminderTexts,
    notices: noticeTexts,
    visitors: visitorTexts,
    gate: gateTexts,
    jobs: jobsTexts,
  },
  resources: {
    ...communityResources,
    ...residentResources,
    ...projectResources,
    ...propertyResources,
    ...advertResources,
    ...financeResources,
    ...importResources,
    ...paymentResources,
    ...noticeResources,
    ...visitorResources,
    ...jobsResources,
    /** Issue 7: the audit log (read-only). */
    audit: {
      name: 'Audit log |||| Audit log',
      fields: {
        createdAt: 'Time',
        actorName: 'Actor',
        action: 'Action',
        target: 'Target',
        outcome: 'Outcome',
        clientAddress: 'Address',
      },
      loading: 'Getting Audit log',
      empty: 'Nothing has been recorded yet',
    },
  },
};
