/**
 * The bench's plain server (issue 14): the leanest honest Node server over Neighbourly's own
 * PostgreSQL tables, the yardstick of the side-by-side section. node:http + pg, one named
 * prepared statement per route, the JSON built by PostgreSQL and passed through untouched, no
 * authentication and no compression: a ceiling, not a peer. Started as a child process:
 *   DATABASE_URL=postgres://... node --import tsx scripts/bench/plain-server.ts <port>
 * GET /residents, /search, /resident, /statistic, /debtors, /transactions take the community as
 * `c` and the rest of Neighbourly's query string; POST /payment?c=&u= takes the payment's JSON
 * body and an Idempotency-Key header (`u`: the user recorded as created_by).
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { MONEY_ROUTES, PAYMENT, type PlainRoute } from './plain-sql-money.js';
import { RESIDENT_ROUTES } from './plain-sql-residents.js';

const routes: Record<string, PlainRoute & { name: string }> = {};
for (const [path, route] of Object.entries({ ...RESIDENT_ROUTES, ...MONEY_ROUTES })) {
  routes[path] = { ...route, name: `plain${path.replace('/', '_')}` };
}
const port = Number(process.argv[2] ?? 0);
// As many connections as autocannon keeps open, so no request waits for one.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** The first column of the first row, as the text PostgreSQL sent (JSON needs no parsing). */
async function json(name: string, text: string, values: unknown[]): Promise<string | undefined> {
  const { rows } = await pool.query<unknown[]>({ name, text, values, rowMode: 'array' });
  const body = rows[0]?.[0];
  return body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function transactionId(): string {
  let id = 'NB';
  for (const byte of randomBytes(12)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

interface PaymentBody {
  residentId: number;
  amount: number;
  paymentDate: string;
  method: string;
  reference?: string;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The payment's values and their hash as Neighbourly records them (sorted-key JSON, SHA-256). */
async function payment(request: http.IncomingMessage, url: URL): Promise<string | undefined> {
  const body = JSON.parse(await readBody(request)) as PaymentBody;
  const values = {
    amountKobo: Math.round(body.amount * 100),
    method: body.method,
    paymentDate: body.paymentDate,
    projectId: null,
    reference: (body.reference ?? '').trim(),
    residentId: body.residentId,
  };
  const hash = createHash('sha256').update(JSON.stringify(values)).digest('hex');
  const key = request.headers['idempotency-key'];
  return json('plain_payment', PAYMENT, [
    url.searchParams.get('c'),
    typeof key === 'string' ? key : '',
    hash,
    values.residentId,
    values.amountKobo,
    values.paymentDate,
    values.method,
    values.reference,
    transactionId(),
    new Date().toISOString(),
    url.searchParams.get('u'),
  ]);
}

async function answer(request: http.IncomingMessage, url: URL): Promise<[number, string?]> {
  if (url.pathname === '/health') return [200, '{"status":"ok"}'];
  if (request.method === 'POST' && url.pathname === '/payment') {
    const body = await payment(request, url);
    return body === undefined
      ? [400, '{"message":"not a resident of the community"}']
      : [201, body];
  }
  const route = routes[url.pathname];
  if (!route || request.method !== 'GET') return [404];
  const body = await json(
    route.name,
    route.sql,
    route.params.map((key) => url.searchParams.get(key)),
  );
  return body === undefined ? [404] : [200, body];
}

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://plain');
    answer(request, url).then(
      ([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      },
      (error: unknown) => {
        response.writeHead(500).end(error instanceof Error ? error.message : String(error));
      },
    );
  })
  .listen(port, '127.0.0.1', () => console.log(`plain server on ${port}`));

process.once('SIGTERM', () => process.exit(0));
