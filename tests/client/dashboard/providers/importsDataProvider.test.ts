import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../../src/client/dashboard/providers/dataProvider';
import {
  refusedImport,
  type ImportMethods,
} from '../../../../src/client/dashboard/providers/methods/imports';
import { setChosenCommunity } from '../../../../src/client/dashboard/switcher/activeCommunity';
import type { ImportResult } from '../../../../src/shared/contract/imports';
import {
  CSRF_TOKEN,
  adminUser,
  jsonResponse,
  mockFetch,
  signIn,
  superAdminUser,
} from '../fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const provider = dataProvider as typeof dataProvider & ImportMethods;
const file = () => new File(['Full name\nAdaeze Okafor\n'], 'residents.csv', { type: 'text/csv' });
const result: ImportResult = {
  kind: 'residents',
  dryRun: true,
  rows: 1,
  created: { residents: 1 },
  unchanged: 0,
  errors: [],
};

describe('the import methods of the dataProvider', () => {
  it('posts the file as multipart field File with its kind and dry run, and the CSRF header', async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(() => jsonResponse(result));
    const chosen = file();
    await expect(
      provider.importFile({ kind: 'residents', file: chosen, dryRun: true }),
    ).resolves.toEqual(result);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/Imports?Kind=residents&DryRun=true');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-CSRF-Token')).toBe(CSRF_TOKEN);
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('File') as File).name).toBe('residents.csv');
    expect((body.get('File') as File).size).toBe(chosen.size);
  });

  it("names the Super admin's chosen community", async () => {
    signIn(superAdminUser);
    setChosenCommunity({ id: 4, name: 'Banana Island' });
    const fetchMock = mockFetch(() => jsonResponse({ ...result, dryRun: false }));
    await provider.importFile({ kind: 'payments', file: file(), dryRun: false });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/Imports?Kind=payments&DryRun=false&communityId=4',
    );
  });

  it('fails a refused import (422) with an HttpError whose result refusedImport reads', async () => {
    signIn(adminUser);
    const refused = {
      ...result,
      dryRun: false,
      created: {},
      errors: [{ row: 3, column: 'E-mail', message: 'Please enter a valid email address' }],
      message: 'Nothing was imported',
    };
    mockFetch(() => jsonResponse(refused, 422));
    const error: unknown = await provider
      .importFile({ kind: 'residents', file: file(), dryRun: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Nothing was imported');
    expect(refusedImport(error)).toEqual(refused);
    expect(refusedImport(new HttpError('Too large', 413, { message: 'Too large' }))).toBeNull();
  });

  it("reads a kind's template as a file", async () => {
    signIn(adminUser);
    const fetchMock = mockFetch(
      () => new Response('"Date","Amount (₦)"\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
    const blob = await provider.importTemplate('payments');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/Imports/Templates/payments');
    expect(await blob.text()).toContain('Amount (₦)');
  });
});
