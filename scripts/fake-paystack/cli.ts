/**
 * `npm run fake-paystack` (issue 18): a fake Paystack for a trial by hand. Prints its address;
 * run the server with PAYSTACK_BASE_URL set to it and any sk_test_ key in the payment settings.
 * FAKE_PAYSTACK_PORT picks the port (default 4010); FAKE_PAYSTACK_WEBHOOK=<secretKey>=<url>
 * sends that key's events to the url (e.g. the community's webhook address).
 */
import { startFakePaystack } from './server.js';

const fake = await startFakePaystack({ port: Number(process.env.FAKE_PAYSTACK_PORT ?? 4010) });
const webhook = process.env.FAKE_PAYSTACK_WEBHOOK;
if (webhook) {
  const [secretKey, ...url] = webhook.split('=');
  fake.setWebhook(secretKey ?? '', url.join('='));
}
console.log(`Fake Paystack at ${fake.url}`);
console.log(`  PAYSTACK_BASE_URL=${fake.url} npm run dev:server`);
console.log(
  `  control: curl -X POST ${fake.url}/_fake/webhook -d '{"secretKey":"sk_test_x","url":"…"}'`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
