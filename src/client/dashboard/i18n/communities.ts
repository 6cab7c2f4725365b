/**
 * Texts of the communities pages: `neighbourly.community.*` (the spec's fixed texts are
 * messages.community's and messages.signUp's, word for word) and `resources.communities.*`.
 */
import { messages } from '../../../shared/messages';

export const communityTexts = {
  community: {
    ...messages.community,
    loading: 'Getting Community list',
    created: messages.signUp.success,
  },
};

export const communityResources = {
  communities: {
    name: 'Community |||| Communities',
    fields: {
      communityName: 'Name',
      communityAddress: 'Address',
      mobileNumber: 'Phone',
      email: 'Email',
      id: 'Com ID',
      street: 'Street',
      lga: 'LGA',
      state: 'State',
      country: 'Country',
      fullName: 'Full name',
      title: 'Title',
      adminEmail: 'Admin email',
      adminPassword: 'Admin password',
      pKey: 'Pin key',
      advertpage: 'Advert page',
      whatspplink: 'WhatsApp link',
      telegramlink: 'Telegram link',
      portal: 'Portal',
      referralId: 'Referral ID',
      communityType: 'Community type',
      bankName: 'Bank name',
      bankAccountNumber: 'Bank account number',
    },
    /** Form labels where the list's short column titles would be ambiguous. */
    inputs: {
      communityName: 'Community name',
      communityAddress: 'Community address',
      mobileNumber: 'Phone number',
      email: 'Community email',
    },
    sections: {
      community: 'Community',
      contact: 'Contact person',
      admin: 'Administrator account',
      location: 'Location',
      bank: 'Bank details',
      links: 'Links and extras',
    },
  },
};
