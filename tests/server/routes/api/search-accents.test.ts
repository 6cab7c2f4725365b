/**
 * Search that forgives accents and tone marks (issue 16, point 6), through the API: what is typed
 * and what is stored are compared without case, accents, tone marks or Yoruba's dots below, on
 * every list that searches names (the residents', the property lists, the pickers' word search,
 * the ledger's descriptions), and a rename is found by its new name at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../src/server/app.js';
import { build } from '../../support/helper.js';
import {
  addAddress,
  addStreet,
  communityWithAdmin,
  type Community,
} from '../../support/tenant-fixtures.js';
import type { ResidentRefs } from '../../support/world/records.js';
import { recordPayment } from '../../support/world/money.js';
import type { Caller } from '../../support/world/requests.js';

/** The names (or descriptions) a list answers for `text`. */
async function found(as: Caller, url: string, field: string, text: string): Promise<string[]> {
  const response = await as.get(`${url}?PageSize=100&SearchText=${encodeURIComponent(text)}`);
  expect(response.statusCode, `${url} ${text}`).toBe(200);
  return response.json<{ records: Record<string, string>[] }>().records.map((row) => row[field]!);
}

describe('search ignores case, accents and tone marks', { timeout: 60_000 }, () => {
  let app: App;
  let estate: Community;
  let home: ResidentRefs & { streetId: number };
  let accented: { residentId: number };

  beforeAll(async () => {
    app = await build();
    estate = await communityWithAdmin(app);
    home = await estate.home();
    accented = await estate.resident(home, { fullName: 'Adéyẹmí Ọláolúwa' });
    await estate.resident(home, { fullName: 'Tunde Oyelaran' });
  }, 60_000);
  afterAll(() => app.close());

  it('finds "Adéyẹmí" by adeyemi, ADEYEMI and Adéyẹmí, and a plain name by an accented one', async () => {
    const { admin } = estate;
    for (const text of ['adeyemi', 'ADEYEMI', 'Adéyẹmí', 'ADÉYẸMÍ ọlá', 'olaoluwa']) {
      expect(await found(admin, '/api/Residents', 'fullName', text), text).toEqual([
        'Adéyẹmí Ọláolúwa',
      ]);
    }
    expect(await found(admin, '/api/Residents', 'fullName', 'Túndé Ọ̀yẹ́láràn')).toEqual([
      'Tunde Oyelaran',
    ]);
    expect(await found(admin, '/api/Residents', 'fullName', 'adeyemo')).toEqual([]);
  });

  it('finds streets and addresses (and the pickers’ word search) without their marks', async () => {
    const { admin } = estate;
    const street = await addStreet(admin, { streetName: 'Ọ̀ṣun Crescent', lga: 'Ìbàdàn North' });
    await addAddress(admin, street.id, { address: '12 Ọbáfẹ́mi Awólọ́wọ̀ Way' });
    expect(await found(admin, '/api/Streets', 'streetName', 'osun')).toEqual(['Ọ̀ṣun Crescent']);
    expect(await found(admin, '/api/Streets', 'streetName', 'IBADAN')).toEqual(['Ọ̀ṣun Crescent']);
    // Words in any order, each in the address or its street (search.ts wordSearchCondition).
    expect(await found(admin, '/api/Addresses', 'address', 'awolowo obafemi osun')).toEqual([
      '12 Ọbáfẹ́mi Awólọ́wọ̀ Way',
    ]);
  });

  it('keeps the search current when a name changes', async () => {
    const { admin } = estate;
    const street = await addStreet(admin, { streetName: 'Ẹ̀gbá Road' });
    const renamed = await admin.put('/api/Streets', {
      id: street.id,
      streetName: 'Ìjẹ̀ṣà Close',
      buildings: 3,
      lga: 'Ilesa East',
      state: 'Osun',
      country: 'Nigeria',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found(admin, '/api/Streets', 'streetName', 'ijesa')).toEqual(['Ìjẹ̀ṣà Close']);
    expect(await found(admin, '/api/Streets', 'streetName', 'egba')).toEqual([]);
  });

  it('finds a payment by the accent-free name in its description', async () => {
    const { admin } = estate;
    await recordPayment(app, admin, accented.residentId, 2500, { reference: 'Ọ̀RẸ́-1' });
    const descriptions = await found(admin, '/api/Wallets', 'desc', 'payment from adeyemi');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toMatch(/^Payment from Adéyẹmí Ọláolúwa/);
  });
});
