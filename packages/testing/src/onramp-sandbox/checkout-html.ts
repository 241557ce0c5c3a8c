import type { OnRampQuote } from '@portico/api'

/** The postMessage type the checkout reports with; the modal accepts it only from the sandbox's exact origin. */
export const CHECKOUT_MESSAGE_TYPE = 'portico-onramp-sandbox'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

export interface CheckoutView {
  quote: OnRampQuote
  address: string
  networkName: string
  /** The query the page was opened with; the payment posts it back so the server prices the same purchase. */
  order: Record<string, string>
  /** The opener's origin to report to (checked to be an http(s) origin), or none. */
  parentOrigin: string | undefined
}

const row = (label: string, value: string, id: string) =>
  `<div class="row"><dt>${escapeHtml(label)}</dt><dd id="${id}">${escapeHtml(value)}</dd></div>`

/** The checkout page: the order and a card form. A plain page with an inline script: nothing to build. */
export function checkoutHtml(view: CheckoutView): string {
  const { quote } = view
  const fiat = (a: { amount: string; currency: string }) => `${a.amount} ${a.currency}`
  const config = JSON.stringify({
    order: view.order,
    parentOrigin: view.parentOrigin ?? null,
    type: CHECKOUT_MESSAGE_TYPE,
  })
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Portico on-ramp sandbox checkout</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#14161a}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 4px}.sandbox{color:#8a4b00;font-size:13px;margin:0 0 16px}
dl{margin:0 0 16px}.row{display:flex;justify-content:space-between;padding:4px 0;border-bottom:1px solid #eee}
dt{color:#555}dd{margin:0;font-weight:600}label{display:block;margin:10px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #888;border-radius:8px;font:inherit}
.pair{display:flex;gap:8px}.pair>div{flex:1}button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:8px;
background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}button:disabled{background:#6b7280}
#status{margin-top:14px;min-height:1.4em}.error{color:#b91c1c}.ok{color:#166534}code{word-break:break-all}
</style></head>
<body><main>
<h1>Buy ${escapeHtml(quote.purchaseAmount.currency)}</h1>
<p class="sandbox">Sandbox checkout: no real payment is made. Use the test card 4242 4242 4242 4242.</p>
<dl>
${row('You receive', `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`, 'receive')}
${row('To', view.address, 'to')}
${row('Network', view.networkName, 'network')}
${row('Subtotal', fiat(quote.paymentSubtotal), 'subtotal')}
${row('Network fee', fiat(quote.networkFee), 'network-fee')}
${row('Provider fee', fiat(quote.providerFee), 'provider-fee')}
${row('Total', fiat(quote.paymentTotal), 'total')}
</dl>
<form id="pay" novalidate>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="pair"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button id="submit" type="submit">Pay ${escapeHtml(fiat(quote.paymentTotal))}</button>
</form>
<p id="status" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="config">${config.replace(/</g, '\\u003c')}</script>
<script>
const config = JSON.parse(document.getElementById('config').textContent)
const form = document.getElementById('pay'), status = document.getElementById('status'), button = document.getElementById('submit')
function report(message) {
  if (config.parentOrigin && window.opener) window.opener.postMessage({ type: config.type, ...message }, config.parentOrigin)
}
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  button.disabled = true
  status.className = ''
  status.textContent = 'Processing payment…'
  report({ status: 'processing' })
  try {
    const response = await fetch('/api/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: config.order, card: form.card.value, expiry: form.expiry.value, cvc: form.cvc.value }) })
    const result = await response.json()
    if (result.status === 'completed') {
      status.className = 'ok'
      status.innerHTML = ''
      status.append('Payment complete. ' + result.purchaseAmount + ' ' + result.currency + ' sent in ')
      const code = document.createElement('code'); code.textContent = result.txHash; status.append(code)
    } else {
      status.className = 'error'
      status.textContent = result.message
      button.disabled = false
    }
    report(result)
  } catch (error) {
    status.className = 'error'
    status.textContent = 'The sandbox did not answer. Try again.'
    button.disabled = false
    report({ status: 'failed', reason: 'unavailable', message: status.textContent })
  }
})
</script></body></html>`
}

export function errorHtml(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Checkout unavailable</title></head><body><main><h1>Checkout unavailable</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`
}
