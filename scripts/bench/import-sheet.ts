/**
 * The spreadsheet the import benchmark uploads (issue 17): residents with their property, as a
 * committee's sheet would list them. About 125 residents a street (40 streets for 5,000) and three
 * or four to an address (1,500 addresses for 5,000), a few apartment types with their monthly fee,
 * and opening balances: most settled, some owing, a few in credit. Seeded, so every run uploads
 * the same file; the names, phones and e-mails are the demo seed's (Faker, Nigerian locale).
 */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '../../src/shared/imports.js';
import { csvLine, moneyCell, type Cell } from '../../src/server/services/common/csv.js';
import { demoFaker, emailFor, uniquePhone, weighted } from '../../src/server/demo/random.js';

const SEED = 17;
const RESIDENTS_PER_STREET = 125;
const RESIDENTS_PER_ADDRESS = 10 / 3;
const STREET_KINDS = ['Street', 'Close', 'Crescent', 'Avenue', 'Road', 'Drive'];
/** Apartment types by name, with the monthly fee in naira each row repeats. */
const APARTMENT_TYPES: Record<string, number> = {
  '3 bedroom flat': 25_000,
  '2 bedroom flat': 20_000,
  'Mini flat': 12_000,
  'Self contain': 8_000,
  Duplex: 40_000,
};
const BALANCE_WEIGHTS = { settled: 6, owing: 3, credit: 1 } as const;

export const RESIDENT_HEADERS = IMPORT_COLUMNS.residents.map((column) => column.header);

/** The residents' rows, cells in the order of {@link RESIDENT_HEADERS}. */
export function residentRows(count: number): Cell[][] {
  const faker = demoFaker(SEED);
  const streetCount = Math.max(1, Math.round(count / RESIDENTS_PER_STREET));
  const streets = new Set<string>();
  while (streets.size < streetCount) {
    streets.add(`${faker.person.lastName()} ${faker.helpers.arrayElement(STREET_KINDS)}`);
  }
  const streetNames = [...streets];
  const addressCount = Math.max(1, Math.round(count / RESIDENTS_PER_ADDRESS));
  const addresses = Array.from({ length: addressCount }, (_, index) => {
    const street = streetNames[index % streetNames.length] ?? '';
    const type = faker.helpers.objectKey(APARTMENT_TYPES);
    return { street, address: `${Math.floor(index / streetNames.length) + 1} ${street}`, type };
  });
  const emails = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const home = addresses[index % addresses.length] ?? { street: '', address: '', type: '' };
    const flat = Math.floor(index / addresses.length) + 1;
    const sex = faker.person.sex() as 'female' | 'male';
    const fullName = `${faker.person.firstName(sex)} ${faker.person.lastName()}`;
    const phone = uniquePhone(faker, 0, index);
    const balance = weighted(faker, BALANCE_WEIGHTS);
    const naira =
      balance === 'settled'
        ? 0
        : faker.number.int({ min: 1, max: 12 }) * 5_000 * (balance === 'credit' ? -1 : 1);
    return [
      fullName,
      emailFor(fullName, 'example.com', emails),
      `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
      home.street,
      home.address,
      `Flat ${flat}`,
      home.type,
      moneyCell((APARTMENT_TYPES[home.type] ?? 0) * 100),
      naira === 0 ? '' : moneyCell(naira * 100),
      '',
    ];
  });
}

/** The residents as a CSV file (UTF-8 with a byte-order mark, as Excel saves "CSV UTF-8"). */
export function residentsSheet(count: number): Buffer {
  const lines = [RESIDENT_HEADERS, ...residentRows(count)].map((cells) => csvLine(cells));
  return Buffer.from(`\uFEFF${lines.join('')}`, 'utf8');
}

/** The same residents as an Excel workbook: amounts as numbers, phones as text. */
export async function residentsWorkbook(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Residents');
  sheet.addRow(RESIDENT_HEADERS);
  for (const cells of residentRows(count)) {
    sheet.addRow(cells.map((cell) => (typeof cell === 'object' ? Number(cell.text) : cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
