/**
 * The plain server's money statements (PostgreSQL only): the dashboard statistic and the debtors
 * as the company's reference server writes them, the transactions (the wallet's rows) and the
 * payment written by us after src/server/repositories/money. One statement each; PostgreSQL
 * builds the JSON.
 */

/** One statement; `params` name the query-string keys bound to $1, $2... in order. */
export interface PlainRoute {
  sql: string;
  params: string[];
}

const PAGE = 'limit $2::int offset ($3::int - 1) * $2::int';
const naira = (kobo: string) => `(${kobo})::float8 / 100`;
/** Rows that moved cash (the predicate of the cash indexes). */
const CASH = '(l.debit_kobo > 0 or l.credit_kobo > 0)';

const STATISTIC = `with cash as (
  select coalesce(sum(case when (kind = 'payment' or reverses_kind = 'payment')
      then credit_kobo - debit_kobo else 0 end), 0)::bigint as income,
    coalesce(sum(case when (kind = 'expense' or reverses_kind = 'expense')
      then debit_kobo - credit_kobo else 0 end), 0)::bigint as expenses
  from ledger_entries where community_id = $1::int and (debit_kobo > 0 or credit_kobo > 0)
), owing as (
  select coalesce(sum(owed), 0)::bigint as kobo from (
    select sum(owed_kobo) as owed from ledger_entries
    where community_id = $1::int and resident_id is not null and owed_kobo <> 0
    group by resident_id having sum(owed_kobo) > 0) d
)
select json_build_object('totalIncome', ${naira('income')}, 'totalExpenses', ${naira('expenses')},
  'availableBalance', ${naira('income - expenses')}, 'totalPendingPayments', ${naira('owing.kobo')},
  'communityId', $1::int) from cash, owing`;

/** The latest entry that raised what resident r owes (`<> 0`: the owed index's predicate). */
const lastRaise = (column: string) => `(select x.${column} from ledger_entries x
  where x.resident_id = r.id and x.owed_kobo <> 0 and x.owed_kobo > 0 order by x.entry_date desc, x.id desc limit 1)`;

const DEBTORS = `with debts as (
  select resident_id, sum(owed_kobo)::bigint as owed from ledger_entries
  where community_id = $1::int and resident_id is not null and owed_kobo <> 0
  group by resident_id having sum(owed_kobo) > 0
), page as (
  select r.id, r.full_name, a.address, ap.principal_id, d.owed,
    ${lastRaise('description')} as last_description, ${lastRaise('entry_date')} as last_entry_date
  from debts d join residents r on r.id = d.resident_id
  join addresses a on a.id = r.address_id join apartments ap on ap.id = r.apartment_id
  where r.community_id = $1::int
  order by d.owed desc, r.full_name asc, r.id asc ${PAGE}
)
select json_build_object(
  'records', coalesce((select json_agg(json_build_object('id', p.id, 'residentId', p.id,
      'fullName', p.full_name, 'address', p.address, 'desc', coalesce(p.last_description, ''),
      'principalId', p.principal_id, 'amountOwed', ${naira('p.owed')},
      'debAmount', ${naira('p.owed')}, 'credAmount', 0, 'payStatus', 'pending',
      'createdDate', coalesce(p.last_entry_date, ''))
    order by p.owed desc, p.full_name asc, p.id asc) from page p), '[]'::json),
  'totalRecordCount', (select count(*) from debts d join residents r on r.id = d.resident_id
    where r.community_id = $1::int))`;

/** A ledger row `p` as the API's FinanceRecord (reversible: not a reversal, not reversed). */
export const FINANCE_RECORD = `'id', p.id, 'createdDate', p.entry_date, 'desc', p.description,
  'debAmount', ${naira('p.debit_kobo')}, 'credAmount', ${naira('p.credit_kobo')},
  'payStatus', p.status, 'transactionId', p.transaction_id, 'kind', p.kind,
  'comId', p.community_id, 'residentId', p.resident_id, 'projectId', p.project_id,
  'reversesEntryId', p.reverses_entry_id,
  'reversible', p.kind <> 'reversal' and p.reversed_by_id is null`;

/** The wallet's rows, newest first, each with the id of the entry reversing it, and their count. */
const TRANSACTIONS = `with page as (
  select l.*, rv.id as reversed_by_id from ledger_entries l
  left join ledger_entries rv on rv.reverses_entry_id = l.id
  where l.community_id = $1::int and ${CASH}
  order by l.entry_date desc, l.id desc ${PAGE}
)
select json_build_object(
  'records', coalesce((select json_agg(json_build_object(${FINANCE_RECORD},
      'paymentDate', p.entry_date, 'description', p.description,
      'amount', ${naira('p.credit_kobo - p.debit_kobo')})
    order by p.entry_date desc, p.id desc) from page p), '[]'::json),
  'totalRecordCount', (select count(*) from ledger_entries l where l.community_id = $1::int and ${CASH}))`;

export const MONEY_ROUTES: Record<string, PlainRoute> = {
  '/statistic': { sql: STATISTIC, params: ['c'] },
  '/debtors': { sql: DEBTORS, params: ['c', 'PageSize', 'PageNumber'] },
  '/transactions': { sql: TRANSACTIONS, params: ['c', 'PageSize', 'PageNumber'] },
};

/**
 * A payment: the same ledger row as POST /api/Wallets/Payments (CR on the wallet, lowers what the
 * resident owes) and its Idempotency-Key row, in one statement. A key already used answers its
 * entry without writing; two requests racing for a new key: the second fails on the key's
 * primary key and the whole statement (its entry too) rolls back. No audit row (Neighbourly
 * writes one). $1 community, $2 key, $3 request hash, $4 resident, $5 kobo, $6 date, $7 method,
 * $8 reference, $9 transaction id, $10 created at, $11 created by.
 */
export const PAYMENT = `with prior as (
  select entry_id from payment_idempotency_keys where community_id = $1::int and idempotency_key = $2
), resident as (
  select full_name from residents where id = $4::int and community_id = $1::int
    and not exists (select 1 from prior)
), entry as (
  insert into ledger_entries (community_id, resident_id, project_id, kind, debit_kobo,
    credit_kobo, owed_kobo, description, transaction_id, status, entry_date, billing_month,
    method, reference, reverses_entry_id, reverses_kind, created_at, created_by)
  select $1::int, $4::int, null, 'payment', 0, $5::bigint, -$5::bigint,
    'Payment from ' || full_name || ' by ' || $7::text
      || case when $8::text = '' then '' else ' (ref ' || $8::text || ')' end,
    $9, 'paid', $6, null, $7, $8, null, null, $10, $11::int
  from resident returning *
), keyed as (
  insert into payment_idempotency_keys (community_id, idempotency_key, request_hash, entry_id, created_at)
  select community_id, $2, $3, id, created_at from entry returning entry_id
), p as (
  select e.*, null::int as reversed_by_id from entry e
  union all
  select l.*, (select rv.id from ledger_entries rv where rv.reverses_entry_id = l.id)
  from ledger_entries l join prior on l.id = prior.entry_id
)
select json_build_object(${FINANCE_RECORD}) from p`;
