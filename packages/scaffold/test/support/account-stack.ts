import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startChildScript } from '@portico/testing/child-process'

export { allowCrossOriginFetch } from '@portico/testing/child-process'

// A real chain and a real apps/api for the account views' tests, in a child process: under happy-dom the test's own
// globals (Request, Response, fetch) are happy-dom's, which neither viem nor the service's HTTP layer can use. The
// child runs from packages/testing, which has tsx, viem, anvil, the dev contracts and the service.
const testingDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../testing')

const SERVE = `
import { createServer } from 'node:http'
import { DEV_ACCOUNTS, startAnvil } from './src/anvil/index.ts'
import { EvmTestWallet } from './src/evm-wallet/index.ts'
import { DEV_TOKEN, deployDevContracts } from '@portico/dev-contracts'
import { startApiServer, silentLogger } from '@portico/api'
import { createWalletClient, http, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
const options = JSON.parse(process.env.ACCOUNT_STACK ?? '{}')
const anvil = await startAnvil({ chainId: 31337 })
let api
try {
  await deployDevContracts(anvil.url)
  // Account 1 (the memory wallet's address) sends native transfers so its history has more than one page.
  const wallet = createWalletClient({ account: privateKeyToAccount(DEV_ACCOUNTS[options.senderIndex ?? 1].privateKey), transport: http(anvil.url) })
  for (let i = 0; i < (options.transfers ?? 0); i++) {
    await wallet.sendTransaction({ chain: null, to: '0x00000000000000000000000000000000000000bb', value: BigInt(1e15 * (i + 1)) })
  }
  api = await startApiServer({
    logger: silentLogger,
    store: { kind: 'pglite', dataDir: 'memory' },
    chains: [{ chainId: 31337, name: 'Local', rpcUrl: anvil.url, tokens: [{ ...DEV_TOKEN }] }],
  })
} catch (error) {
  await anvil.stop()
  throw error
}
// The EVM test wallet (real keys, signs with viem) behind POST /personal_sign { address, message }: the views'
// tests cannot load viem under happy-dom, so their adapter asks this wallet to sign.
const testWallet = new EvmTestWallet({
  privateKeys: DEV_ACCOUNTS.map((a) => a.privateKey),
  chains: [{ chainId: 31337, rpcUrl: anvil.url }],
  preAuthorized: true,
})
const signer = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', async () => {
    res.setHeader('access-control-allow-origin', '*')
    try {
      const { address, message } = JSON.parse(body)
      const signature = await testWallet.request({ method: 'personal_sign', params: [toHex(message), address] })
      res.end(JSON.stringify({ signature }))
    } catch (error) {
      res.statusCode = 400
      res.end(JSON.stringify({ error: String(error) }))
    }
  })
})
await new Promise((done) => signer.listen(0, '127.0.0.1', done))
const signerUrl = 'http://127.0.0.1:' + signer.address().port
process.stdout.write(JSON.stringify({ api: api.url, anvil: anvil.url, signer: signerUrl, accounts: DEV_ACCOUNTS }) + '\\n')
process.stdin.on('end', () =>
  Promise.all([api.close(), anvil.stop(), new Promise((done) => signer.close(done))]).then(() => process.exit(0)),
)
process.stdin.resume()
`

export interface AccountStack {
  api: string
  anvil: string
  /** POST { address, message } → { signature }: personal_sign by @portico/testing's EvmTestWallet. */
  signer: string
  /** @portico/testing's DEV_ACCOUNTS (the package cannot be imported under happy-dom). */
  accounts: { address: string; privateKey: `0x${string}` }[]
  stop(): Promise<void>
}

/** Starts anvil (dev contracts deployed, `transfers` native sends by dev account `senderIndex`) and apps/api. */
export async function startAccountStack(options: { senderIndex: number; transfers: number }): Promise<AccountStack> {
  const child = await startChildScript(SERVE, { cwd: testingDir, env: { ACCOUNT_STACK: JSON.stringify(options) } })
  return { ...(JSON.parse(child.line) as Omit<AccountStack, 'stop'>), stop: child.stop }
}
