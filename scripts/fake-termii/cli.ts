/**
 * `npm run fake-termii` (issue 19): a fake Termii for a trial by hand. Prints its address; run the
 * server with SMS_PROVIDER=termii, TERMII_BASE_URL set to it, any TERMII_API_KEY and a
 * TERMII_SENDER_ID. FAKE_TERMII_PORT picks the port (default 4020). Messages it accepts are at
 * GET /_fake/messages.
 */
import { startFakeTermii } from './server.js';

const fake = await startFakeTermii({ port: Number(process.env.FAKE_TERMII_PORT ?? 4020) });
console.log(`Fake Termii at ${fake.url}`);
console.log(
  `  SMS_PROVIDER=termii TERMII_BASE_URL=${fake.url} TERMII_API_KEY=test TERMII_SENDER_ID=Estate npm run dev:server`,
);
console.log(`  messages: curl ${fake.url}/_fake/messages`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
