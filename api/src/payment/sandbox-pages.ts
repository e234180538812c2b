/**
 * The sandbox gateway's pages: the hosted payment page and what it shows after, plain HTML with its own small style,
 * no script but the return form's submit (under a nonce). The routes that serve them are in routes/payment-sandbox.
 */
import { escapeHtml } from '../lib/html';
import type { SandboxPayment } from './sandbox';

/** Where the gateway sends the browser back to the shop, with the signed fields SSLCommerz would POST. */
export interface Callback {
  url: string;
  fields: Record<string, string>;
  headline: string;
}

const formatAmount = (amount: number, currency: string) =>
  `${new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)} ${currency}`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}}
h1{font-size:1.5rem;margin:0 0 1rem}
.notice{margin:0 0 1rem;padding:.5rem .75rem;border-left:4px solid #b45309;background:#fffbeb;color:#78350f}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
fieldset{border:1px solid #d1d5db;border-radius:.5rem;margin:0 0 1rem;padding:.75rem}
label{display:block;font-size:.875rem;margin:.5rem 0 .25rem}
input{width:100%;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:.375rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
button,.button{flex:1 1 6rem;min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;border:0;border-radius:.375rem;cursor:pointer;text-align:center;text-decoration:none;display:inline-block}
.pay{background:#15803d;color:#fff}.fail{background:#b91c1c;color:#fff}.cancel{background:#e5e7eb;color:#111827}
.button{background:#1d4ed8;color:#fff}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

function layout(title: string, body: string, scriptNonce?: string, script?: string): string {
  const scriptTag =
    scriptNonce && script ? `<script nonce="${escapeHtml(scriptNonce)}">${script}</script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${scriptTag}
</body>
</html>
`;
}

export function paymentPage(payment: SandboxPayment): string {
  const amount = escapeHtml(formatAmount(payment.amount, payment.currency));
  // The card inputs have no name: they are never sent, the outcome button alone decides.
  return layout(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>
<p class="notice" role="note"><strong>Test gateway.</strong> No real card is charged and no money moves.</p>
<dl>
<dt>Amount</dt><dd class="amount">${amount}</dd>
<dt>Transaction</dt><dd><code>${escapeHtml(payment.tranId)}</code></dd>
</dl>
<form method="post">
<fieldset>
<legend>Test card (prefilled, never sent)</legend>
<label for="card-number">Card number</label>
<input id="card-number" value="4111 1111 1111 1111" inputmode="numeric" autocomplete="off">
<div class="row">
<div><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" value="12/34" autocomplete="off"></div>
<div><label for="card-cvc">CVC</label><input id="card-cvc" value="123" inputmode="numeric" autocomplete="off"></div>
</div>
</fieldset>
<p>Pay approves the payment; Fail simulates a declined card; Cancel simulates leaving the payment page.</p>
<div class="actions">
<button type="submit" name="outcome" value="pay" class="pay">Pay</button>
<button type="submit" name="outcome" value="fail" class="fail">Fail</button>
<button type="submit" name="outcome" value="cancel" class="cancel">Cancel</button>
</div>
</form>`,
  );
}

export function returnPage(callback: Callback, scriptNonce: string): string {
  const inputs = Object.entries(callback.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    callback.headline,
    `<h1>${escapeHtml(callback.headline)}</h1>
<p role="status">Taking you back to the shop. If nothing happens, press the button.</p>
<form id="return" method="post" action="${escapeHtml(callback.url)}">
${inputs}
<button type="submit" class="button">Return to the shop</button>
</form>`,
    scriptNonce,
    "document.getElementById('return').submit();",
  );
}

const COMPLETED_AS = { valid: 'paid', failed: 'failed', cancelled: 'cancelled' } as const;

export function completedPage(tranId: string, status: keyof typeof COMPLETED_AS, ordersUrl: string): string {
  return layout(
    'Payment already completed',
    `<h1>Payment already completed</h1>
<p>This test payment (transaction <code>${escapeHtml(tranId)}</code>) was already ${COMPLETED_AS[status]}. Nothing was changed.</p>
<p><a class="button" href="${escapeHtml(ordersUrl)}">Back to your orders</a></p>`,
  );
}

export function expiredPage(tranId: string, ordersUrl: string): string {
  return layout(
    'Payment session expired',
    `<h1>Payment session expired</h1>
<p>This test payment (transaction <code>${escapeHtml(tranId)}</code>) was not completed in time, so it can no longer be paid. Nothing was charged. Check out again from your cart.</p>
<p><a class="button" href="${escapeHtml(ordersUrl)}">Back to your orders</a></p>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Payment not found',
    `<h1>Payment not found</h1>
<p>This payment link is not known to the sandbox gateway. Start the payment again from the shop.</p>`,
  );
}
