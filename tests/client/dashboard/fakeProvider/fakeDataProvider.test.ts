import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../fakeDataProvider';
import { buildEstate } from '../pickers/estate';
import { aStreet } from './samples';

const page = (perPage: number, page = 1) => ({ page, perPage });
const sort = { field: 'id', order: 'ASC' as const };

describe('the fake dataProvider', () => {
  it('lists newest first, one page at a time, with the total that match', async () => {
    const api = fakeDataProvider({ apartments: buildEstate().apartments });
    const first = await api.getList('apartments', { pagination: page(25), sort, filter: {} });
    expect(first.total).toBe(120);
    expect(first.data.map(({ id }) => id).slice(0, 2)).toEqual([120, 119]);
    const last = await api.getList('apartments', { pagination: page(25, 5), sort, filter: {} });
    expect(last.data.map(({ id }) => id)).toEqual([
      20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });

  it('searches each typed word in the texts and filters by the pickers StreetId / AddressId', async () => {
    const api = fakeDataProvider({ apartments: buildEstate().apartments });
    const found = await api.getList('apartments', {
      pagination: page(25),
      sort,
      filter: { q: 'flat 10 glover', StreetId: 3, AddressId: 12 },
    });
    expect(found.data.map(({ apartmentName, address }) => `${apartmentName} · ${address}`)).toEqual(
      ['Flat 10 · 4 Glover Road'],
    );
    // As the server: without case, accents or tone marks.
    const marked = await api.getList('apartments', {
      pagination: page(25),
      sort,
      filter: { q: 'FLÀT 10 Glóvẹr', StreetId: 3, AddressId: 12 },
    });
    expect(marked.data).toEqual(found.data);
    const street = await api.getList('apartments', {
      pagination: page(100),
      sort,
      filter: { StreetId: 2 },
    });
    expect(street.total).toBe(40);
    expect(street.data.every(({ streetId }) => streetId === 2)).toBe(true);
  });

  it('saves, updates and deletes in memory and records each call', async () => {
    const api = fakeDataProvider();
    const { data } = await api.create('streets', { data: { streetName: 'Glover Road' } });
    expect(data.id).toBe(1);
    await api.update('streets', { id: 1, data: { streetName: 'Glover Rd' }, previousData: data });
    expect((await api.getOne('streets', { id: 1 })).data.streetName).toBe('Glover Rd');
    await api.delete('streets', { id: 1 });
    await expect(api.getOne('streets', { id: 1 })).rejects.toMatchObject({ status: 404 });
    expect(api.calls.map(({ method }) => method)).toEqual([
      'create',
      'update',
      'getOne',
      'delete',
      'getOne',
    ]);
  });

  it('refuses a call as the server does, with the field errors in the body, once', async () => {
    const api = fakeDataProvider();
    const refusal = { message: 'Check the street', errors: { streetName: 'Name is required' } };
    api.refuse('create', refusal, { resource: 'streets' });
    const error = await api.create('streets', { data: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Check the street', body: refusal });
    await expect(api.create('streets', { data: {} })).resolves.toMatchObject({ data: { id: 1 } });
  });

  it('holds the calls of a pending method unanswered until released', async () => {
    const api = fakeDataProvider({ streets: [{ ...aStreet(), id: 4 }] });
    const release = api.pending('getList', { resource: 'streets' });
    let answered = false;
    const list = api
      .getList('streets', { pagination: page(10), sort, filter: {} })
      .then((result) => {
        answered = true;
        return result;
      });
    await expect(api.getOne('streets', { id: 4 })).resolves.toMatchObject({ data: { id: 4 } });
    expect(answered).toBe(false);
    release();
    await expect(list).resolves.toMatchObject({ total: 1 });
  });

  it('bills a month once, as the server: a second run charges nothing', async () => {
    const api = fakeDataProvider({ billedMonths: ['2026-01'] });
    await expect(api.runBilling('2026-01')).resolves.toMatchObject({ charged: false });
    await expect(api.runBilling('2026-02')).resolves.toMatchObject({ charged: true });
    await expect(api.runBilling('2026-02')).resolves.toMatchObject({ charged: false });
  });

  it('keeps the ledger as the server: an expense in the wallet and expenses, the figures moved', async () => {
    const api = fakeDataProvider();
    const expense = await api.recordExpense({
      amount: 2500,
      expenseDate: '2026-02-10',
      description: 'Diesel',
    });
    expect(api.records.expenses).toEqual([expense]);
    expect(api.records.wallet).toEqual([expense]);
    await expect(api.getStatistic()).resolves.toMatchObject({
      totalExpenses: 2500,
      availableBalance: -2500,
    });
    await api.reverseEntry(expense.id, 'Entered twice');
    expect(api.records.expenses.map(({ kind }) => kind)).toEqual(['expense', 'reversal']);
    await expect(api.getStatistic()).resolves.toMatchObject({
      totalExpenses: 0,
      availableBalance: 0,
    });
  });

  it('answers the typed custom methods and records their arguments', async () => {
    const api = fakeDataProvider({ resident: [] });
    const payment = await api.recordPayment(
      { residentId: 4, amount: 5000, paymentDate: '2026-01-05', method: 'Cash' },
      'key-1',
    );
    expect(payment).toMatchObject({ kind: 'payment', credAmount: 5000, residentId: 4 });
    expect(api.callsTo('recordPayment')[0]?.params).toEqual([
      { residentId: 4, amount: 5000, paymentDate: '2026-01-05', method: 'Cash' },
      'key-1',
    ]);
    api.refuse('runBilling', { message: 'Choose a month', errors: { month: 'Month is required' } });
    await expect(api.runBilling('')).rejects.toMatchObject({
      body: { errors: { month: 'Month is required' } },
    });
  });
});
