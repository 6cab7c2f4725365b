/**
 * Texts of the communities pages: `neighbourly.community.*` (the spec's fixed texts are
 * messages.community's and messages.signUp's, word for word) and `resources.communities.*`. A
 * field's label is the one the server names it by in a refusal (FIELD_LABELS), so a field and its
 * error say the same words; only the list's short column titles are the page's own.
 */
import { FIELD_LABELS, fieldLabelsOf, messages } from '../../../shared/messages';

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
      ...FIELD_LABELS,
      /** The list's column titles (spec: name, address, phone, email, Com ID). */
      communityName: 'Name',
      communityAddress: 'Address',
      mobileNumber: 'Phone',
      email: 'Email',
      id: 'Com ID',
    },
    /** The form's labels, where the list's short column titles would be ambiguous. */
    inputs: fieldLabelsOf('communityName', 'communityAddress', 'mobileNumber', 'email'),
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
