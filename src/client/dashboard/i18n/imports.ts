/**
 * Texts of the import page (issue 17), under `neighbourly.import.*`; the file-level refusals are
 * messages.imports's, word for word, so the page and the server say the same thing. Counts use
 * Polyglot's `smart_count` ('1 row' / '2 rows').
 */
import { messages } from '../../../shared/messages';

export const importTexts = {
  title: 'Import from a spreadsheet',
  intro:
    'Bring in the records you keep in Excel or a shared CSV: check the file first (nothing is ' +
    'saved), fix what it points out, then import every row at once.',
  kind_legend: 'What are you importing?',
  kinds: {
    residents: {
      label: 'Residents',
      help:
        'One row per resident with their street, address, apartment and apartment type by ' +
        'name. Those not in Neighbourly yet are created; an opening balance becomes a "Balance ' +
        'brought forward" entry (positive: owes, negative: in credit).',
    },
    payments: {
      label: 'Payments',
      help:
        'Payments already received, e.g. from a bank statement: each is recorded in the wallet ' +
        'for the resident named by member ID, e-mail or phone. A reference is imported once, so ' +
        'the same statement imported twice pays nothing twice.',
    },
  },
  columns_title: 'Columns of the template',
  columns_hint: 'Keep the header row. Headers are matched whatever their case and spacing.',
  required: 'required',
  optional: 'optional',
  example: 'e.g. %{example}',
  template: 'Download template',
  template_failed: 'The template could not be downloaded',
  file_label: 'Spreadsheet file (.csv or .xlsx)',
  choose_file: 'Choose file',
  no_file: 'No file chosen',
  file_hint: 'At most %{megabytes} MB and %{rows} rows under the header row.',
  missing_file: messages.imports.file.missing,
  check: 'Check file',
  checking: 'Checking...',
  check_title: 'Check of %{name}',
  done_title: 'Import done',
  rows: '%{smart_count} row read |||| %{smart_count} rows read',
  will_create: 'Will be created',
  created: 'Created',
  nothing_new: 'Nothing new',
  unchanged:
    '%{smart_count} row already there (unchanged) |||| %{smart_count} rows already there (unchanged)',
  problems:
    '%{smart_count} problem to fix in the spreadsheet |||| %{smart_count} problems to fix in the spreadsheet',
  clean: 'No problems found: the file is ready to import.',
  fix_hint: 'Fix these rows in the spreadsheet, choose the file again and check it.',
  import: 'Import %{smart_count} row |||| Import %{smart_count} rows',
  importing: 'Importing...',
  imported: 'Imported %{smart_count} row |||| Imported %{smart_count} rows',
  open_residents: 'Open the residents list',
  open_wallet: 'Open the wallet',
  whole_row: '(whole row)',
  /** The record kinds of the answer's `created`; another kind shows as its key and count. */
  records: {
    residents: '%{smart_count} resident |||| %{smart_count} residents',
    streets: '%{smart_count} street |||| %{smart_count} streets',
    addresses: '%{smart_count} address |||| %{smart_count} addresses',
    apartments: '%{smart_count} apartment |||| %{smart_count} apartments',
    apartmentTypes: '%{smart_count} apartment type |||| %{smart_count} apartment types',
    openingBalances: '%{smart_count} opening balance |||| %{smart_count} opening balances',
    payments: '%{smart_count} payment |||| %{smart_count} payments',
  },
};

/** The errors table's columns (resources.import-errors.fields.*). */
export const importResources = {
  'import-errors': {
    name: 'Problem |||| Problems',
    fields: { row: 'Row', column: 'Column', message: 'Problem' },
  },
};
