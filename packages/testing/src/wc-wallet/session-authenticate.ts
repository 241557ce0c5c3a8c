import type { WalletKit, WalletKitTypes } from '@reown/walletkit'
import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { type Address, type Hex, stringToHex } from 'viem'
import type { EvmTestWallet } from '../evm-wallet'
import { EIP155_METHODS } from './namespaces'

type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>

/** A `wc_sessionAuthenticate` request as the wallet saw it, with what it answered. */
export interface AuthenticateRequest {
  id: number
  /** What the dapp asked for: domain, aud (uri), nonce, chains, statement, resources (ReCap)… */
  authPayload: AuthTypes.PayloadParams
  /** The signed CACAOs sent back; undefined when rejected or still waiting. */
  cacaos?: AuthTypes.Cacao[]
  rejected?: boolean
}

/**
 * One-click sign-in on the wallet side: answers `session_authenticate` as a wallet app does with walletkit — the
 * request is narrowed to the wallet's chains and methods (populateAuthPayload), one EIP-4361 message per chain is
 * formatted by walletkit (formatAuthMessage), signed with the real key (personal_sign, EIP-191) and wrapped as a
 * CACAO (buildAuthObject); approveSessionAuthenticate sends them and settles the session.
 */
export class SessionAuthenticator {
  readonly requests: AuthenticateRequest[] = []

  constructor(
    private readonly kit: WalletKitClient,
    private readonly signer: EvmTestWallet,
    private readonly chainIds: () => number[],
    private readonly behaviour: () => 'approve' | 'reject' | 'manual',
    private readonly wake: () => void,
  ) {
    kit.on('session_authenticate', (event: WalletKitTypes.SessionAuthenticate) => void this.onRequest(event))
  }

  /** Signs and approves a waiting request (the latest by default) for the wallet's selected account. */
  async approve(request: AuthenticateRequest | undefined = this.requests.at(-1)): Promise<AuthTypes.Cacao[]> {
    if (!request) throw new Error('no authenticate request to approve')
    const payload = populateAuthPayload({
      authPayload: request.authPayload,
      chains: this.chainIds().map((id) => `eip155:${id}`),
      methods: [...EIP155_METHODS],
    })
    const address: Address = this.signer.address
    const cacaos: AuthTypes.Cacao[] = []
    for (const chain of payload.chains) {
      const iss = `did:pkh:${chain}:${address}`
      const message = this.kit.formatAuthMessage({ request: payload, iss })
      const signature = (await this.signer.request({
        method: 'personal_sign',
        params: [stringToHex(message), address],
      })) as Hex
      cacaos.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    }
    await this.kit.approveSessionAuthenticate({ id: request.id, auths: cacaos })
    request.cacaos = cacaos
    this.wake()
    return cacaos
  }

  /** Rejects a waiting request, as a user pressing "Cancel". */
  async reject(request: AuthenticateRequest | undefined = this.requests.at(-1)): Promise<void> {
    if (!request) throw new Error('no authenticate request to reject')
    await this.kit.rejectSessionAuthenticate({ id: request.id, reason: getSdkError('USER_REJECTED') })
    request.rejected = true
    this.wake()
  }

  private async onRequest(event: WalletKitTypes.SessionAuthenticate): Promise<void> {
    const request: AuthenticateRequest = { id: event.id, authPayload: event.params.authPayload }
    this.requests.push(request)
    this.wake()
    const behaviour = this.behaviour()
    if (behaviour === 'manual') return
    try {
      if (behaviour === 'approve') await this.approve(request)
      else await this.reject(request)
    } catch (error) {
      // The dapp sees the request time out; the test sees the error here.
      console.error('[wc-test-wallet] session_authenticate failed', error)
    }
  }
}
