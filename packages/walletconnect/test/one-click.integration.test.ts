import type { CaipNetwork } from '@portico/common'
import { localEvm, localEvm2, solana } from '@portico/common/networks'
import {
  createMemoryNonceStore,
  createMemoryStorage,
  createMessenger,
  createSIWX,
  type SIWXErrorCode,
} from '@portico/siwx'
import { createEvmVerifier } from '@portico/siwx/evm'
import { DEV_ACCOUNTS } from '@portico/testing'
import { MemoryKeyValueStorage, WcTestWallet } from '@portico/testing/wc-wallet'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletConnectClient, type WalletConnectClient } from '../src/client/create-client'
import { useLocalRelay } from './local-relay'

// §5 one-click sign-in over the real stack: the universal provider (its lazy chunk) → the local relay → the walletkit
// test wallet, which answers wc_sessionAuthenticate with CACAOs signed by a real key; @portico/siwx verifies them.

const DOMAIN = 'lab.portico.test'
const local = useLocalRelay()
const { wallets, clients } = local
let n = 0

function siwxConfig() {
  const nonces = createMemoryNonceStore()
  const messenger = createMessenger({
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    statement: 'Sign in to the Portico lab.',
    getNonce: () => nonces.issue(),
    expiresInMs: 60 * 60_000,
  })
  const siwx = createSIWX({
    messenger,
    storage: createMemoryStorage(),
    nonces,
    verifiers: [createEvmVerifier()],
    domains: [DOMAIN],
  })
  return siwx
}

async function setup(networks: CaipNetwork[], behaviour: 'approve' | 'reject' = 'approve') {
  const siwx = siwxConfig()
  const wallet = await WcTestWallet.create({
    relayUrl: local.relay.url,
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:1' },
    ],
    proposals: behaviour,
  })
  wallets.push(wallet)
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'one-click', url: `https://${DOMAIN}`, icons: [] },
    networks,
    relayUrl: local.relay.url,
    storage: new MemoryKeyValueStorage(),
    storagePrefix: `one-click-${process.pid}-${++n}`,
    siwx,
  })
  clients.push(client)
  const events: string[] = []
  client.on('signedIn', (e) => events.push(`signedIn:${e.chainId}:${e.address}`))
  client.on('signInError', (e) => events.push(`signInError:${(e.error as { code?: SIWXErrorCode }).code}`))
  return { siwx, wallet, client, events }
}

async function uriOf(client: WalletConnectClient): Promise<string> {
  await expect.poll(() => client.getState().status, { timeout: 10_000 }).toBe('pairing')
  return client.getState().uri as string
}

const address = DEV_ACCOUNTS[0]?.address as Hex

describe('one-click sign-in (wc_sessionAuthenticate) over the local relay', () => {
  it('all networks EVM: one request signs in and connects; the CACAO is a verified SIWX session', async () => {
    const { siwx, wallet, client, events } = await setup([localEvm, localEvm2])
    const connecting = client.connect()
    await wallet.pair(await uriOf(client))
    const session = await connecting

    // The wallet saw an authenticate request, never an ordinary proposal.
    expect(wallet.proposals).toEqual([])
    const [request] = wallet.authenticator.requests
    expect(request?.authPayload).toMatchObject({
      domain: DOMAIN,
      aud: `https://${DOMAIN}`,
      chains: ['eip155:31337', 'eip155:31338'],
    })
    expect(request?.authPayload.statement).toContain('Sign in to the Portico lab.')
    expect(request?.cacaos).toHaveLength(2)

    // The session the sign client settled from the CACAOs carries the account for requests.
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${address}`)

    // SIWX holds the session of the first network, verified (EIP-191) and bound to the request's nonce.
    const [stored] = await siwx.getSessions('eip155:31337', address)
    expect(stored?.data).toMatchObject({
      accountAddress: address,
      chainId: 'eip155:31337',
      domain: DOMAIN,
      uri: `https://${DOMAIN}`,
      nonce: request?.authPayload.nonce,
    })
    expect(stored?.message).toContain(`${DOMAIN} wants you to sign in with your Ethereum account:\n${address}\n`)
    expect(stored?.message).toContain('Chain ID: 31337')
    expect(
      await verifyMessage({ address, message: stored?.message as string, signature: stored?.signature as Hex }),
    ).toBe(true)
    expect(stored?.cacao?.p).toMatchObject({ iss: `did:pkh:eip155:31337:${address}` })
    expect(events).toEqual([`signedIn:eip155:31337:${address}`])

    // The same CACAO again is a replay: its nonce is spent.
    await expect(siwx.addSession(stored!)).rejects.toMatchObject({ code: 'NONCE_REUSED' })

    // The session is usable like any other: personal_sign goes to the wallet and verifies.
    const signature = await client.request<Hex>(
      { method: 'personal_sign', params: ['0x68656c6c6f', address] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
  }, 30_000)

  it('a non-EVM network configured: the ordinary proposal, no authenticate request, no session in SIWX', async () => {
    const { siwx, wallet, client, events } = await setup([localEvm, solana])
    const connecting = client.connect()
    await wallet.pair(await uriOf(client))
    const session = await connecting
    expect(wallet.proposals).toHaveLength(1)
    expect(wallet.authenticator.requests).toEqual([])
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${address}`)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
    expect(events).toEqual([])
  }, 30_000)

  it('the wallet declining the sign-in rejects the connect as the user (USER_REJECTED), nothing stored', async () => {
    const { siwx, wallet, client } = await setup([localEvm, localEvm2], 'reject')
    const connecting = client.connect()
    await wallet.pair(await uriOf(client))
    await expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(wallet.authenticator.requests[0]?.rejected).toBe(true)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
  }, 30_000)
})
