/**
 * Spreadsheet imports (issue 17): the kinds of file a committee brings in and their columns,
 * titled as users see them. One copy for the server (templates, header matching, error columns)
 * and the import page. A header matches a column case- and space-insensitively ("full  NAME").
 */
export const IMPORT_KINDS = ['residents', 'payments'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportColumn {
  /** The header as the template writes it and errors name it. */
  header: string;
  required: boolean;
  /** The template's example value. */
  example: string;
}

const column = (header: string, required: boolean, example: string): ImportColumn => ({
  header,
  required,
  example,
});

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  residents: [
    column('Full name', true, 'Adaeze Okafor'),
    column('E-mail', false, 'adaeze.okafor@example.com'),
    column('Phone', false, '0803 123 4567'),
    column('Street', true, 'Admiralty Way'),
    column('Address', true, '12 Admiralty Way'),
    column('Apartment', true, 'Flat 3'),
    column('Apartment type', true, '3 bedroom flat'),
    column('Monthly fee (₦)', false, '15,000'),
    column('Opening balance (₦)', false, '45,000'),
    column('Member ID', false, ''),
  ],
  payments: [
    column('Date', true, '25/11/2026'),
    column('Amount (₦)', true, '15,000'),
    column('Method', true, 'Bank transfer'),
    column('Reference', true, 'FT2611250001'),
    column('Member ID', false, ''),
    column('E-mail', false, 'adaeze.okafor@example.com'),
    column('Phone', false, ''),
  ],
};

/** A header as matched: lower case, without spaces. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/\s+/g, '');

/** The file name of a kind's template. */
export const templateFileName = (kind: ImportKind): string => `Neighbourly_${kind}-template.csv`;
