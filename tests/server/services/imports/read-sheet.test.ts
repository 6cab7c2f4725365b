/**
 * Reading an uploaded spreadsheet (issue 17, points 5 and 7): CSV as Excel, Google Sheets and
 * WhatsApp-shared files write it, XLSX built with exceljs as Excel saves it, and the files that are
 * no spreadsheet, told apart by content. Rows keep the numbers the spreadsheet shows them under.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../../src/server/services/imports/read-sheet.js';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_BYTES,
} from '../../../../src/shared/limits/index.js';
import { messages } from '../../../../src/shared/messages.js';

const texts = messages.imports.file;
const csv = (text: string) => Buffer.from(text, 'utf8');

async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void) {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Residents'), book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A zip of one file, stored or deflated, its central directory declaring `declaredSize` unpacked
 * (a zip bomb's directory may say anything).
 */
function zipOf(
  name: string,
  content: Buffer,
  { declaredSize = content.length, deflate = false } = {},
): Buffer {
  const nameBytes = Buffer.from(name);
  const packed = deflate ? deflateRawSync(content) : content;
  const method = deflate ? 8 : 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(method, 10);
  entry.writeUInt32LE(crc32(content), 16);
  entry.writeUInt32LE(packed.length, 20);
  entry.writeUInt32LE(declaredSize, 24);
  entry.writeUInt16LE(nameBytes.length, 28);
  const body = Buffer.concat([local, nameBytes, packed]);
  const directory = Buffer.concat([entry, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, directory, end]);
}

const refusal = (message: string) => ({ reason: 'invalid', message, field: 'File' });

describe('a CSV file', () => {
  it('reads a UTF-8 file with a byte-order mark, CRLF line ends and quoted commas', async () => {
    const text =
      '\uFEFFFull name,Street,Monthly fee (₦)\r\n"Okafor, Adaeze",Admiralty Way,"15,000"\r\n';
    await expect(readSheet(csv(text))).resolves.toEqual({
      format: 'csv',
      headers: ['Full name', 'Street', 'Monthly fee (₦)'],
      rows: [{ row: 2, values: ['Okafor, Adaeze', 'Admiralty Way', '15,000'] }],
    });
  });

  it('numbers rows as a spreadsheet shows them: a quoted line break stays in its row, blank rows are skipped', async () => {
    const text = [
      'Full name,Address',
      'Adaeze,"12 Admiralty Way',
      'Lekki Phase 1"',
      ',',
      '   ',
      'Chinedu,  4 Bode Thomas Street  ',
      '',
    ].join('\n');
    const sheet = await readSheet(csv(text));
    expect(sheet.rows).toEqual([
      { row: 2, values: ['Adaeze', '12 Admiralty Way\nLekki Phase 1'] },
      { row: 5, values: ['Chinedu', '4 Bode Thomas Street'] },
    ]);
  });

  it('takes semicolons when the header has no comma, and tabs when it has neither', async () => {
    const semicolons = await readSheet(csv('Full name;Monthly fee (₦)\nAdaeze;15000,50\n'));
    expect(semicolons.headers).toEqual(['Full name', 'Monthly fee (₦)']);
    expect(semicolons.rows[0]?.values).toEqual(['Adaeze', '15000,50']);
    const tabs = await readSheet(csv('Full name\tPhone\nAdaeze\t0803 123 4567\n'));
    expect(tabs.rows[0]?.values).toEqual(['Adaeze', '0803 123 4567']);
  });

  it('reads old Mac line ends and keeps a formula-like text as typed', async () => {
    const sheet = await readSheet(csv('Full name,Phone\r=HYPERLINK("x"),+2348031234567\r'));
    expect(sheet.rows).toEqual([{ row: 2, values: ['=HYPERLINK("x")', '+2348031234567'] }]);
  });

  it('reads a Windows-1252 file as Excel on Windows saves it', async () => {
    const bytes = Buffer.from([
      ...Buffer.from('Full name,Street\r\nCaf'),
      0xe9,
      ...Buffer.from(' Ad'),
      0xe9,
      ...Buffer.from('yemi,Awolowo Road\r\n'),
    ]);
    const sheet = await readSheet(bytes);
    expect(sheet.rows[0]?.values).toEqual(['Café Adéyemi', 'Awolowo Road']);
  });

  it('keeps UTF-8 Yoruba marks and a row that runs past the header', async () => {
    const sheet = await readSheet(csv('Full name\nAdéyẹmí Ọlá,extra\n'));
    expect(sheet.rows[0]?.values).toEqual(['Adéyẹmí Ọlá', 'extra']);
  });

  it('refuses a quote that is never closed, naming its row', async () => {
    await expect(
      readSheet(csv('Full name,Street\nAda,"Admiralty\nChi,Bode\n')),
    ).rejects.toMatchObject(refusal(texts.unreadableCsv(2)));
  });

  it(`takes ${IMPORT_MAX_ROWS} rows and refuses one more`, async () => {
    const lines = (count: number) =>
      ['Full name', ...Array.from({ length: count }, (_, index) => `Person ${index}`)].join('\n');
    const sheet = await readSheet(csv(lines(IMPORT_MAX_ROWS)));
    expect(sheet.rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(sheet.rows.at(-1)?.row).toBe(IMPORT_MAX_ROWS + 1);
    await expect(readSheet(csv(lines(IMPORT_MAX_ROWS + 1)))).rejects.toMatchObject(
      refusal(texts.tooManyRows),
    );
  });
});

describe('an XLSX file', () => {
  it('reads each kind of cell as the text typed, a formula as its formula', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['Full name', 'Date', 'Phone', 'Amount', 'Formula', 'Link', 'Paid', 'Error']);
      sheet.addRow([
        { richText: [{ text: 'Adéyẹmí ' }, { text: 'Okafor', font: { bold: true } }] },
        new Date(Date.UTC(2026, 10, 25)),
        8031234567,
        15000.5,
        { formula: 'HYPERLINK("http://evil")', result: 'cached' },
        { text: 'Our site', hyperlink: 'https://example.com' },
        true,
        { error: '#N/A' },
      ]);
      sheet.getCell('E3').value = { formula: 'D2*2', result: 30001 };
      sheet.getCell('E4').value = { sharedFormula: 'E3', result: 30002 };
      sheet.getCell('D3').value = 1e21;
      sheet.getCell('D4').value = 0.0000001;
      sheet.getCell('B4').value = 46351;
      sheet.getCell('B4').numFmt = 'dd/mm/yyyy';
      sheet.getCell('G4').value = false;
    });
    const sheet = await readSheet(bytes);
    expect(sheet.format).toBe('xlsx');
    expect(sheet.headers).toEqual([
      'Full name',
      'Date',
      'Phone',
      'Amount',
      'Formula',
      'Link',
      'Paid',
      'Error',
    ]);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        values: [
          'Adéyẹmí Okafor',
          '2026-11-25',
          '8031234567',
          '15000.5',
          '=HYPERLINK("http://evil")',
          'Our site',
          'TRUE',
          '#N/A',
        ],
      },
      { row: 3, values: ['', '', '', '1000000000000000000000', '=D2*2'] },
      { row: 4, values: ['', '2026-11-25', '', '0.0000001', '=D3*2', '', 'FALSE'] },
    ]);
  });

  it('skips empty rows and keeps the numbers the sheet shows', async () => {
    const bytes = await workbook((sheet) => {
      sheet.getCell('A1').value = 'Full name';
      sheet.getCell('B1').value = 'Street';
      sheet.getCell('A2').value = 'Adaeze';
      sheet.getCell('A4').value = '   ';
      sheet.getCell('B7').value = '  Admiralty Way ';
    });
    const sheet = await readSheet(bytes);
    expect(sheet.rows).toEqual([
      { row: 2, values: ['Adaeze'] },
      { row: 7, values: ['', 'Admiralty Way'] },
    ]);
  });

  it('reads the first worksheet in tab order', async () => {
    const bytes = await workbook((sheet, book) => {
      sheet.addRow(['Full name']);
      sheet.addRow(['Adaeze']);
      book.addWorksheet('Notes').addRow(['Not this one']);
    });
    expect((await readSheet(bytes)).headers).toEqual(['Full name']);
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows`, async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['Full name']);
      for (let index = 0; index <= IMPORT_MAX_ROWS; index += 1) sheet.addRow([`Person ${index}`]);
    });
    await expect(readSheet(bytes)).rejects.toMatchObject(refusal(texts.tooManyRows));
  });
});

describe('a file that is no spreadsheet', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);

  it.each([
    ['a PNG image', png],
    ['a PDF document', pdf],
    ['an old .xls workbook', xls],
    ['a zip of a text file', zipOf('notes.txt', Buffer.from('Full name\nAdaeze\n'))],
    ['a broken zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)])],
  ])('refuses %s', async (_name, bytes) => {
    await expect(readSheet(bytes)).rejects.toMatchObject(refusal(texts.notSpreadsheet));
  });

  it('refuses a zip that declares gigabytes unpacked before unpacking it', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.from('<x/>'), {
      declaredSize: 0xfffffff0,
    });
    await expect(readSheet(bomb)).rejects.toMatchObject(refusal(texts.unpacksTooLarge));
  });

  it('refuses a zip bomb whose directory lies about its size', async () => {
    const unpacked = Buffer.alloc(IMPORT_MAX_UNPACKED_BYTES + 1, ' ');
    const bomb = zipOf('xl/worksheets/sheet1.xml', unpacked, { declaredSize: 4, deflate: true });
    expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES);
    await expect(readSheet(bomb)).rejects.toMatchObject(refusal(texts.unpacksTooLarge));
  });

  it('refuses a zip whose deflated part is corrupt', async () => {
    const zip = zipOf('xl/workbook.xml', Buffer.from('<workbook/>'.repeat(50)), { deflate: true });
    zip.fill(0xff, 40, 60);
    await expect(readSheet(zip)).rejects.toMatchObject(refusal(texts.notSpreadsheet));
  });

  it('refuses a file over the size cap', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    await expect(readSheet(big)).rejects.toMatchObject(refusal(texts.tooLarge));
  });

  it.each([
    ['an empty file', csv('')],
    ['a header only', csv('Full name,Street\r\n')],
    ['blank lines only', csv('\n , \n\n')],
    ['a workbook with a header only', () => workbook((sheet) => sheet.addRow(['Full name']))],
    ['an empty workbook', () => workbook(() => undefined)],
  ])('refuses %s as having no rows', async (_name, file) => {
    const bytes = typeof file === 'function' ? await file() : file;
    await expect(readSheet(bytes)).rejects.toMatchObject(refusal(texts.empty));
  });
});
