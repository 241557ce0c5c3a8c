import { DEV_ID_REGISTRY, porticoDevIdRegistryAbi } from '@portico/dev-contracts'
import { createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { rpc } from '../anvil/rpc'
import { DEV_FARCASTER_RELAY_KEY } from './relay-server'

/** What a Sign In With Farcaster message must say (the auth client refuses anything else). */
const SIWF_STATEMENT = 'Farcaster Auth'
/** SIWF messages name OP Mainnet, where the IdRegistry lives. */
const SIWF_CHAIN_ID = 10

export interface FarcasterIdentity {
  fid: number
  /** The custody account's private key; its address is what the id registry maps the fid to. */
  custodyKey: Hex
  username?: string
}

/**
 * Registers `fid → custody address` in the dev id registry (anvil's DEV_ID_REGISTRY), sent by the custody account
 * itself after anvil_setBalance gives it gas money (so no shared dev account's nonce is touched). A fid already
 * registered to that custody address is left as it is.
 */
export async function registerFarcasterId(rpcUrl: string, identity: FarcasterIdentity): Promise<void> {
  const account = privateKeyToAccount(identity.custodyKey)
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const owner = await client.readContract({
    address: DEV_ID_REGISTRY,
    abi: porticoDevIdRegistryAbi,
    functionName: 'custodyOf',
    args: [BigInt(identity.fid)],
  })
  if (owner.toLowerCase() === account.address.toLowerCase()) return
  await rpc(rpcUrl, 'anvil_setBalance', [account.address, '0xde0b6b3a7640000'])
  const wallet = createWalletClient({ account, transport })
  const hash = await wallet.writeContract({
    address: DEV_ID_REGISTRY,
    abi: porticoDevIdRegistryAbi,
    functionName: 'register',
    args: [BigInt(identity.fid), account.address],
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`registering fid ${identity.fid} reverted`)
}

/** The parts of a relay sign-in URI (the QR code's content) a Farcaster client needs to answer the channel. */
export function parseSignInUri(uri: string) {
  const query = new URL(uri).searchParams
  const need = (key: string) => {
    const value = query.get(key)
    if (!value) throw new Error(`sign-in URI without ${key}: ${uri}`)
    return value
  }
  return {
    channelToken: need('channelToken'),
    nonce: need('nonce'),
    siweUri: need('siweUri'),
    domain: need('domain'),
    notBefore: query.get('notBefore') ?? undefined,
    expirationTime: query.get('expirationTime') ?? undefined,
    requestId: query.get('requestId') ?? undefined,
  }
}

/**
 * A test Farcaster client: reads the sign-in URI a user would scan, signs the Sign In With Farcaster message with the
 * custody key, and completes the channel on the relay (`POST /v1/channel/authenticate`).
 */
export async function approveFarcasterChannel(relayUrl: string, uri: string, identity: FarcasterIdentity) {
  const request = parseSignInUri(uri)
  const account = privateKeyToAccount(identity.custodyKey)
  const message = createSiweMessage({
    domain: request.domain,
    address: account.address,
    statement: SIWF_STATEMENT,
    uri: request.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: request.nonce,
    issuedAt: new Date(),
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    resources: [`farcaster://fid/${identity.fid}`],
  })
  const signature = await account.signMessage({ message })
  const response = await fetch(new URL('/v1/channel/authenticate', relayUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${request.channelToken}`,
      'content-type': 'application/json',
      'x-farcaster-auth-relay-key': DEV_FARCASTER_RELAY_KEY,
    },
    body: JSON.stringify({
      message,
      signature,
      fid: identity.fid,
      authMethod: 'custody',
      ...(identity.username ? { username: identity.username } : {}),
    }),
  })
  if (!response.ok) throw new Error(`the relay refused the approval: ${response.status} ${await response.text()}`)
}

/** Ends the channel of a sign-in URI now (the stand-in relay's test route), to reach the expiry path. */
export async function expireFarcasterChannel(relayUrl: string, uri: string): Promise<void> {
  const response = await fetch(new URL('/dev/channel/expire', relayUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${parseSignInUri(uri).channelToken}` },
  })
  if (!response.ok) throw new Error(`the relay did not expire the channel: ${response.status}`)
}
