/**
 * The label a user sees for each request field (issue 15): a refused input is answered naming its
 * field by this label ("Community name must be at most 200 characters long"), never by the
 * property name. The labels are the forms' own (sign-up, sign-in, reset, profile, the dashboard's
 * forms); where two forms label one property differently, the one that says most on its own
 * ("Community name", not the community form's "Name").
 *
 * Keyed by the property name with a lower-case first letter: the multipart forms' `FullName` and
 * the JSON bodies' `fullName` are one field (contract/form-spelling.ts). The dashboard's forms read
 * their labels here too (fieldLabelsOf), so a field and its error say the same words.
 */
export const FIELD_LABELS = {
  // Accounts: sign-in, reset, profile, password
  userUniqueId: 'Email or phone number',
  passWord: 'Password',
  otp: 'Code',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  currentPassword: 'Current password',
  // A resident's message opt-outs (issue 19), as the profile's Messages card labels them
  smsOptOut: 'Do not send me SMS',
  emailRemindersOptOut: 'Do not e-mail me dues reminders',
  // The dues reminder schedule (issue 19); channels are a notice's too
  enabled: 'Send reminders on their own',
  billingDay: 'Billing day',
  reminderDays: 'Reminder days',
  channels: 'Channels',
  // A notice (issue 19): its title is the shared 'Title'
  body: 'Text',
  audience: 'Audience',
  streetIds: 'Streets',
  attachment: 'Attachment',
  // The notices list's and a notice's deliveries' filters
  unread: 'Unread',
  channel: 'Channel',
  // Communities and their registration
  communityName: 'Community name',
  communityAddress: 'Community address',
  communityType: 'Community type',
  street: 'Street',
  lga: 'LGA',
  state: 'State',
  country: 'Country',
  email: 'Email address',
  mobileNumber: 'Phone number',
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
  dateOfReg: 'Date of registration',
  bankName: 'Bank name',
  bankAccountNumber: 'Bank account number',
  membersSeeWhoPaid: 'Members see who paid',
  // Which record a request is about
  id: 'ID',
  comId: 'Community',
  communityId: 'Community',
  fileId: 'File',
  // Property: streets, addresses, apartments, their types, landlords
  streetName: 'Street name',
  buildings: 'Number of buildings',
  address: 'Address',
  apartments: 'Number of apartments',
  landlordId: 'Landlord ID',
  streetId: 'Street',
  addressId: 'Address',
  apartmentName: 'Apartment name',
  principalId: 'Principal ID',
  principalPhoneNumber: "Principal's phone number",
  landLoardPhoneNumber: "Landlord's phone number",
  type: 'Type',
  name: 'Name',
  numberOfRoom: 'Number of rooms',
  feePerPerMonth: 'Fee',
  buildingName: 'Building name',
  apartmentId: 'Apartment',
  mobileNo: 'Mobile number',
  image: 'Photo',
  // Residents, their household and the excos
  residentId: 'Resident',
  gender: 'Gender',
  dob: 'Date of birth',
  maritalStatus: 'Marital status',
  occupation: 'Occupation',
  nationality: 'Nationality',
  status: 'Status',
  selectedAddressId: 'Address',
  selectedApartmentId: 'Apartment',
  selectedApartmentTypeId: 'Apartment type',
  selectApartmentTypeId: 'Apartment type',
  selectedRoleId: 'Role',
  idNumberType: 'ID type',
  idNumber: 'ID number',
  idNumberFile: 'ID document',
  expiryDate: 'ID expiry date',
  memberId: 'Member ID',
  relationship: 'Relationship',
  phone: 'Phone',
  roleId: 'Exco role',
  // Projects and money
  projectName: 'Project name',
  projectDate: 'Project date',
  budget: 'Budget',
  expendedAmount: 'Amount expended',
  amountRaised: 'Amount raised',
  excoResidentId: 'Exco in charge',
  amount: 'Amount',
  paymentDate: 'Payment date',
  method: 'Payment method',
  reference: 'Reference',
  projectId: 'Project',
  expenseDate: 'Expense date',
  description: 'Description',
  month: 'Month',
  reason: 'Reason',
  idempotencyKey: 'Idempotency key',
  // Adverts
  startDate: 'Start date',
  numberOfDay: 'Number of days',
  sectionId: 'Section',
  adsAmount: 'Amount',
  graphics: 'Advert image',
  adsLogo: 'Logo',
  pricePerDay: 'Price per day',
  // Spreadsheet imports (issue 17)
  kind: 'What to import',
  dryRun: 'Dry run',
  // A resident's statement of account (issue 18)
  from: 'From',
  to: 'To',
  format: 'Format',
  // Online payment settings (issue 18): as the settings page labels them
  provider: 'Provider',
  publicKey: 'Public key',
  secretKey: 'Secret key',
  feeBearer: 'Who pays the Paystack fee',
  // A payment in suspense (issue 18): how it is closed (match, refunded, resolved)
  action: 'Action',
  // A visitor pass (issue 21), as the pass form labels it
  visitorName: 'Visitor’s name',
  visitorPhone: 'Visitor’s phone number',
  validFrom: 'From',
  validTo: 'To',
  people: 'Number of people',
  vehiclePlate: 'Vehicle plate',
  recurrence: 'Repeats',
  // The guard's console (issue 21): the code typed, the phone's key for an action, its time
  code: 'Visitor code',
  clientKey: 'Action key',
  inside: 'Inside now',
  at: 'Time of the visit',
  // Lists
  pageNumber: 'Page number',
  pageSize: 'Page size',
  searchText: 'Search',
} as const satisfies Readonly<Record<string, string>>;

/** A field the table labels. */
export type LabelledField = keyof typeof FIELD_LABELS;

/** The labels of the named fields, keyed by their names: the dashboard's i18n reads them so. */
export function fieldLabelsOf<const Name extends LabelledField>(
  ...names: Name[]
): Pick<typeof FIELD_LABELS, Name> {
  return Object.fromEntries(names.map((name) => [name, FIELD_LABELS[name]])) as Pick<
    typeof FIELD_LABELS,
    Name
  >;
}

/** `FullName`, `fullName`, `idempotency-key` → the key of FIELD_LABELS. */
export function labelKey(name: string): string {
  const camel = name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/**
 * The label of a request field. A field without one (none should be: a test holds every field of
 * the contract to the table) is spelled out in words rather than shown as a property name.
 */
export function fieldLabel(name: string): string {
  const key = labelKey(name);
  const labels: Readonly<Record<string, string | undefined>> = FIELD_LABELS;
  const label = labels[key];
  if (label !== undefined) return label;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
