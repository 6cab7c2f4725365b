import { describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../fakeDataProvider';
import { amakaProfile } from '../finance/financeApi';

const lines = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  date: '2026-01-01',
  narration: `Line ${index + 1}`,
  transactionId: `NB${index + 1}`,
  amount: 100,
}));

describe("the fake dataProvider's getOne", () => {
  it("pages a record's paged list by meta.query, as the server does", async () => {
    const api = fakeDataProvider({
      debtors: [{ ...amakaProfile, id: 5, history: { records: lines, totalRecordCount: 12 } }],
    });
    const second = await api.getOne('debtors', {
      id: 5,
      meta: { query: { PageSize: 10, PageNumber: 2 } },
    });
    expect(second.data.history).toEqual({ records: lines.slice(10), totalRecordCount: 12 });
    expect(second.data.email).toBe('amaka@nwosu.ng');
    // Without a query, the whole record; the held record is never cut.
    const whole = await api.getOne('debtors', { id: 5 });
    expect(whole.data.history.records).toHaveLength(12);
  });
});
