/**
 * The fake Paystack's checkout page: the amount, and "Pay" and "Cancel" buttons (plain forms, so
 * it works without script, on a phone). Pay marks the transaction successful, sends the signed
 * charge.success webhook and returns to the callback; Cancel marks it abandoned and returns.
 */
import type { FakeTransaction } from './state.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function nairaText(kobo: number): string {
  return `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
}

export function checkoutPage(t: FakeTransaction): string {
  const done = t.status !== 'ongoing';
  const action = (what: string) => `/checkout/${escape(t.accessCode)}/${what}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${nairaText(t.amountKobo)} · Fake Paystack</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;max-width:420px;margin:auto;color:#1c1c1c}
.amount{font-size:2rem;font-weight:700;margin:8px 0 24px}
button{display:block;width:100%;padding:14px;margin:12px 0;font-size:1.1rem;border-radius:8px;border:1px solid #0b6b3a}
.pay{background:#0b6b3a;color:#fff}.cancel{background:#fff;color:#0b6b3a}
</style></head><body>
<main>
<h1>Fake Paystack checkout</h1>
<p>${escape(t.email)} · reference ${escape(t.reference)}</p>
<p class="amount" aria-label="Amount">${nairaText(t.amountKobo)}</p>
${
  done
    ? `<p role="status">This transaction is ${escape(t.status)}.</p>`
    : `<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>`
}
</main></body></html>`;
}

/** Paystack returns to the callback with `trxref` and `reference`, both the reference. */
export function returnUrl(t: FakeTransaction): string {
  if (t.callbackUrl === '') return '/';
  const url = new URL(t.callbackUrl);
  url.searchParams.set('trxref', t.reference);
  url.searchParams.set('reference', t.reference);
  return url.href;
}
