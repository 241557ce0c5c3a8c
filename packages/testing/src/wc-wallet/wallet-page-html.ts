// The wallet page's markup and script: no external resources, text only through textContent.
export const WALLET_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portico WalletConnect test wallet</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 2rem; max-width: 52rem; }
  #uri { width: 100%; box-sizing: border-box; font: inherit; padding: .4rem; }
  fieldset label { display: block; }
  button { font: inherit; margin: .2rem .2rem .2rem 0; }
  pre { background: #f4f4f4; padding: .6rem; overflow: auto; max-height: 20rem; }
  .error { color: #b00020; }
</style>
</head>
<body>
<h1>Portico WalletConnect test wallet</h1>
<p>A wallet on @reown/walletkit in the dev stack's Node process, on the local relay and chains. Paste the dapp's
<code>wc:</code> URI (the QR's content) and pair.</p>
<form id="pair"><label for="uri">Pairing URI</label><input id="uri" name="uri" autocomplete="off" placeholder="wc:…">
<button type="submit">Pair</button></form>
<fieldset><legend>Proposals</legend>
<label><input type="radio" name="mode" value="manual"> ask (approve/reject below)</label>
<label><input type="radio" name="mode" value="approve"> approve at once</label>
<label><input type="radio" name="mode" value="reject"> reject at once</label>
<div><button data-action="approve">Approve proposal</button><button data-action="reject">Reject proposal</button></div>
</fieldset>
<fieldset><legend>Session</legend>
<button data-action="switch" data-chain="31337">Switch to 31337</button>
<button data-action="switch" data-chain="31338">Switch to 31338</button>
<button data-action="accounts" data-account="0">Use account 0</button>
<button data-action="accounts" data-account="1">Use account 1</button>
<button data-action="disconnect">Disconnect</button>
</fieldset>
<p id="message" role="status"></p>
<h2>State</h2>
<pre id="state" data-testid="wallet-state"></pre>
<script type="module">
const message = document.getElementById('message')
async function call(path, body) {
  message.className = ''
  message.textContent = '…'
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })
  const answer = await response.json()
  message.className = response.ok ? '' : 'error'
  message.textContent = response.ok ? 'done' : answer.error
  await refresh()
}
async function refresh() {
  const state = await (await fetch('/state')).json()
  document.getElementById('state').textContent = JSON.stringify(state, null, 2)
  for (const radio of document.querySelectorAll('input[name=mode]')) radio.checked = radio.value === state.proposals
}
document.getElementById('pair').addEventListener('submit', (event) => {
  event.preventDefault()
  call('/pair', { uri: document.getElementById('uri').value.trim() })
})
for (const radio of document.querySelectorAll('input[name=mode]'))
  radio.addEventListener('change', () => call('/mode', { proposals: radio.value }))
for (const button of document.querySelectorAll('button[data-action]'))
  button.addEventListener('click', () => {
    const { action, chain, account } = button.dataset
    if (action === 'switch') call('/switch', { chainId: Number(chain) })
    else if (action === 'accounts') call('/accounts', { indexes: [Number(account)] })
    else call('/' + action)
  })
refresh()
setInterval(refresh, 1000)
</script>
</body>
</html>
`
