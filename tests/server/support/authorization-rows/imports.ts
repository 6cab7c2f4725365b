/**
 * Spreadsheet imports (issue 17): administrators of the community and the Super admin (who names
 * the community with `?communityId`); Members 403. Every row imports as a dry run, so the matrix
 * writes nothing.
 */
import { messages } from '../../../../src/shared/messages.js';
import { RESIDENT_HEADERS, csvOf } from '../imports-fixtures.js';
import { multipart } from '../files-fixtures.js';
import { ADMINISTRATORS_ONLY, type Expectations, type Row } from './types.js';

const administrators: Expectations = ADMINISTRATORS_ONLY;

/** A one-row residents file as a multipart body. */
async function residentsFile() {
  const bytes = csvOf(RESIDENT_HEADERS, [
    {
      'Full name': 'Matrix Resident',
      'E-mail': 'matrix.resident@example.com',
      Street: 'Matrix Street',
      Address: '1 Matrix Street',
      Apartment: 'Flat 1',
      'Apartment type': 'Matrix type',
      'Monthly fee (₦)': '10,000',
    },
  ]);
  const body = await multipart({}, [
    { field: 'File', name: 'matrix.csv', type: 'text/csv', bytes },
  ]);
  return { payload: body.payload, headers: body.headers };
}

export const importRows: Row[] = [
  {
    method: 'GET',
    route: '/api/Imports/Templates/{kind}',
    request: async () => ({ url: '/api/Imports/Templates/residents' }),
    expect: administrators,
  },
  {
    method: 'POST',
    route: '/api/Imports',
    label: 'dry run, communityId A',
    request: async (world) => ({
      url: `/api/Imports?Kind=residents&DryRun=true&communityId=${world.a.id}`,
      ...(await residentsFile()),
    }),
    expect: administrators,
  },
  {
    method: 'POST',
    route: '/api/Imports',
    label: 'dry run, no communityId',
    request: async () => ({ url: '/api/Imports?Kind=residents', ...(await residentsFile()) }),
    expect: {
      ...administrators,
      superAdmin: { status: 400, message: messages.reference.chooseCommunity },
    },
  },
];
