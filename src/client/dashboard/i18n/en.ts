/**
 * English texts of the dashboard: react-admin's own (ra.*), the app's under `neighbourly.*` and
 * the resources' names and fields under `resources.*`. The spec's fixed texts come from
 * src/shared/messages.ts so each lives once.
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { messages, PRODUCT_NAME } from '../../../shared/messages';

export const en: TranslationMessages = {
  ...englishMessages,
  neighbourly: {
    product: PRODUCT_NAME,
    loading: 'Loading...',
    auth: messages.auth,
    generic: messages.generic,
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
    },
    overview: {
      title: 'Overview',
      referral_title: 'Referral link',
      referral_hint: 'Share this link so residents can join your community.',
      copy: 'Copy',
      copy_label: 'Copy referral link',
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
    coming_soon: {
      text: '%{name} is coming soon',
      list: '%{name}',
      create: 'Add New %{name}',
      edit: '%{name} details',
      show: '%{name} details',
      add_dependant: 'Add dependant',
    },
  },
  resources: {
    communities: {
      name: 'Community |||| Communities',
      fields: {
        communityName: 'Name',
        communityAddress: 'Address',
        mobileNumber: 'Phone',
        email: 'Email',
        id: 'Com ID',
      },
    },
    resident: {
      name: 'Resident |||| Residents',
      fields: {
        imagePath: 'Photo',
        fullName: 'Full name',
        email: 'Email',
        mobileNumber: 'Mobile number',
        roleName: 'Role name',
        apartmentType: 'Apartment type',
        address: 'Address',
      },
    },
    projects: {
      name: 'Project |||| Projects',
      fields: {
        createdDate: 'Date',
        projectName: 'Name',
        budget: 'Budget',
        expended: 'Amount expended',
        amountRaised: 'Amount raised',
        excoInCharge: 'Exco in charge',
      },
    },
    streets: {
      name: 'Street |||| Streets',
      fields: { streetName: 'Name', buildings: 'Number of buildings', lga: 'LGA' },
    },
    landlords: {
      name: 'Landlord |||| Landlords',
      fields: {
        image: 'Photo',
        fullName: 'Name',
        email: 'Email',
        mobileNo: 'Mobile',
        apartmentName: 'Apartment name',
        streetName: 'Street name',
      },
    },
    apartments: {
      name: 'Apartment |||| Apartments',
      fields: {
        apartmentName: 'Name',
        address: 'Address',
        principalId: 'Principal ID',
        landlordId: 'Landlord ID',
      },
    },
    'apartment-types': {
      name: 'Apartment type |||| Apartment types',
      fields: {
        type: 'Type',
        name: 'Name',
        numberOfRoom: 'Number of rooms',
        feePerPerMonth: 'Fee',
      },
    },
    address: {
      name: 'Address |||| Addresses',
      fields: {
        address: 'Address',
        numberOfApartments: 'Number of apartments',
        buildings: 'Number of buildings',
        landlordId: 'Landlord ID',
      },
    },
    excos: {
      name: 'Exco |||| Excos',
      fields: { fullName: 'Name', address: 'Address', principalId: 'Principal ID', phone: 'Phone' },
    },
    adverts: {
      name: 'Advert |||| Adverts',
      fields: {
        name: 'Name',
        startDate: 'Start date',
        endDate: 'End date',
        cost: 'Cost',
        section: 'Position',
        status: 'Status',
      },
    },
    debtors: {
      name: 'Debtor |||| Debtors',
      fields: {
        name: 'Name',
        address: 'Address',
        desc: 'Description',
        principalId: 'Principal ID',
        amount: 'Amount Own',
      },
    },
  },
};
