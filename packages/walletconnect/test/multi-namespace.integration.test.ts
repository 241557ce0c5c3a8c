import { createPublicKey, verify } from 'node:crypto'
import type { CaipNetwork } from '@portico/common'
import { localEvm, solanaLocalnet } from '@portico/common/networks'
import { DEV_ACCOUNTS } from '@portico/testing'
import { MemoryKeyValueStorage, WcTestWallet } from '@portico/testing/wc-wallet'
import { base58 } from '@scure/base'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletConnectAdapter } from '../src/adapter/create-adapter'
import { createWalletConnectClient } from '../src/client/create-client'
import { useLocalRelay } from './local-relay'

// One WalletConnect session carrying two namespaces for real: the walletkit test wallet holds an EVM key and a
// solana ed25519 key and approves both; the dapp has no solana adapter, so the WalletConnect-only adapter serves
// solana, while eip155 is signed through the same session. Both signatures are checked by libraries that are not
// the signer's: viem for EVM, Node's own ed25519 for solana.

const local = useLocalRelay()
const { wallets, clients } = local

function ed25519Verifies(message: Uint8Array, signatureBase58: string, publicKeyBase58: string): boolean {
  const x = Buffer.from(base58.decode(publicKeyBase58)).toString('base64url')
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
  return verify(null, message, key, base58.decode(signatureBase58))
}

describe('one session, eip155 and solana, over the local relay', () => {
  it('the WalletConnect-only adapter serves solana from a session that also carries eip155; both sign and verify', async () => {
    const solanaChain = solanaLocalnet.caipNetworkId
    const wallet = await WcTestWallet.create({
      relayUrl: local.relay.url,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
      solana: { chains: [solanaChain] },
    })
    wallets.push(wallet)
    const solanaAddress = wallet.solana?.address as string
    expect(base58.decode(solanaAddress)).toHaveLength(32)
    expect(base58.encode(base58.decode(solanaAddress))).toBe(solanaAddress)

    const client = createWalletConnectClient({
      projectId: 'test',
      metadata: { name: 'dapp', description: 'multi-namespace', url: 'http://127.0.0.1', icons: [] },
      networks: [localEvm, solanaLocalnet],
      relayUrl: local.relay.url,
      storage: new MemoryKeyValueStorage(),
      storagePrefix: `multi-${process.pid}`,
    })
    clients.push(client)
    const solana = createWalletConnectAdapter({ client, namespace: 'solana' })

    const connecting = solana.connect({
      namespace: 'solana',
      connectorId: 'walletConnect',
      caipNetwork: solanaLocalnet as CaipNetwork,
    })
    await expect.poll(() => client.getState().status, { timeout: 10_000 }).toBe('pairing')
    await wallet.pair(client.getState().uri as string)
    const connection = await connecting

    // One session, both namespaces, the wallet's real accounts in each.
    const evmAddress = DEV_ACCOUNTS[0]?.address as Hex
    const session = client.getState().session
    expect(wallet.sessions()).toHaveLength(1)
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${evmAddress}`)
    expect(session?.namespaces.solana?.accounts).toEqual([`${solanaChain}:${solanaAddress}`])
    expect(connection).toMatchObject({ caipNetworkId: solanaChain, accounts: [{ address: solanaAddress }] })

    // solana through the adapter: §7 solana_signMessage, message base58-encoded, with the pubkey.
    const text = 'Sign in to Portico (solana)'
    const solanaSignature = await solana.signMessage({ namespace: 'solana', message: text, address: solanaAddress })
    const solanaRequest = wallet.requests.find((r) => r.method === 'solana_signMessage')
    expect(solanaRequest).toMatchObject({
      chainId: solanaChain,
      params: { message: base58.encode(new TextEncoder().encode(text)), pubkey: solanaAddress },
    })
    expect(ed25519Verifies(new TextEncoder().encode(text), solanaSignature, solanaAddress)).toBe(true)
    expect(ed25519Verifies(new TextEncoder().encode(`${text}!`), solanaSignature, solanaAddress)).toBe(false)

    // eip155 through the same session.
    const evmSignature = await client.request<Hex>(
      { method: 'personal_sign', params: ['0x68656c6c6f', evmAddress] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address: evmAddress, message: 'hello', signature: evmSignature })).toBe(true)
    expect(wallet.sessions()).toHaveLength(1)
    solana.destroy()
  }, 30_000)
})
