import type { Connected, EmbeddedUser } from '@portico/embedded-wallet/protocol'
import type { AuthAnswer, AuthApi, RecoveryApi } from './api-client'
import { FrameFailure } from './failure'
import { deriveKeys, entropyToSeed, newEntropy, type WalletKeys, wipe } from './keys/derive'
import type { DeviceStore, StoredSession } from './keys/device-store'
import { combineShares, decodeShare, encodeShare, splitEntropy } from './keys/shares'

export interface WalletDeps {
  api: AuthApi
  recovery: RecoveryApi
  store: DeviceStore
}

const notConnected = () => new FrameFailure('NOT_CONNECTED', 'Not connected to email or social')

/**
 * The wallet as the frame holds it: a session (token + public addresses) and, per operation, the key rebuilt from two
 * shares and wiped when the operation ends. The entropy exists in memory only inside `login` and `withKeys`.
 */
export class Wallet {
  private session: StoredSession | undefined
  /** The auth share, kept for the session so a signature needs no round trip to apps/api; never the full key. */
  private authShare: Uint8Array | undefined

  constructor(private readonly deps: WalletDeps) {}

  async current(): Promise<Connected | null> {
    const session = this.session ?? (await this.deps.store.loadSession())
    if (!session) return null
    const user = await this.deps.api.session(session.token)
    if (!user) {
      await this.forget()
      return null
    }
    this.session = session
    return { user, accounts: session.accounts, isNewUser: false }
  }

  token(): string {
    if (!this.session) throw notConnected()
    return this.session.token
  }

  /** After apps/api accepted a code or a social login: set up (new user) or recover (new device) the key shares. */
  async login(answer: AuthAnswer): Promise<Connected> {
    const { token, user } = answer
    const entropy = answer.authShare === null ? await this.createWallet(token, user) : await this.recover(answer)
    try {
      const keys = deriveKeys(await entropyToSeed(entropy))
      const accounts = { eip155: keys.evm.address, solana: keys.solana.address }
      wipe(keys)
      this.session = { token, userId: user.id, accounts }
      await this.deps.store.saveSession(this.session)
      return { user, accounts, isNewUser: answer.isNewUser }
    } finally {
      entropy.fill(0)
    }
  }

  private async createWallet(token: string, user: EmbeddedUser): Promise<Uint8Array> {
    const entropy = newEntropy()
    const shares = await splitEntropy(entropy)
    // The recovery share goes first: a wallet whose auth share is stored but whose recovery share is not could not
    // be recovered on another device.
    await this.deps.recovery.put(token, encodeShare(shares.recovery))
    await this.deps.api.putShare(token, encodeShare(shares.auth))
    await this.deps.store.saveShare(user.id, shares.device)
    this.authShare = shares.auth
    shares.recovery.fill(0)
    shares.device.fill(0)
    return entropy
  }

  private async recover(answer: AuthAnswer): Promise<Uint8Array> {
    const auth = decodeShare(answer.authShare ?? '')
    this.authShare = auth
    const device = await this.deps.store.loadShare(answer.user.id).catch(() => undefined)
    if (device) {
      try {
        return await combineShares(device, auth)
      } finally {
        device.fill(0)
      }
    }
    // A new device: the recovery share stands in for the device share, and a copy is kept (encrypted) for next time.
    const recovery = await this.deps.recovery.get(answer.token)
    if (!recovery) throw new FrameFailure('RECOVERY_SHARE_MISSING', 'The recovery share of this wallet is missing')
    const share = decodeShare(recovery)
    try {
      const entropy = await combineShares(auth, share)
      await this.deps.store.saveShare(answer.user.id, share)
      return entropy
    } finally {
      share.fill(0)
    }
  }

  /** Runs one operation with the full keys; they are wiped when it settles, whatever it did. */
  async withKeys<T>(operation: (keys: WalletKeys) => Promise<T> | T): Promise<T> {
    const session = this.session ?? (await this.deps.store.loadSession())
    if (!session) throw notConnected()
    this.session = session
    if (!this.authShare) {
      const remote = await this.deps.api.getShare(session.token)
      if (!remote) throw new FrameFailure('AUTH_SHARE_MISSING', 'The auth share of this wallet is missing')
      this.authShare = decodeShare(remote)
    }
    const device = await this.deps.store.loadShare(session.userId)
    if (!device) throw new FrameFailure('DEVICE_SHARE_MISSING', 'This device holds no share of the wallet')
    const entropy = await combineShares(device, this.authShare)
    device.fill(0)
    const seed = await entropyToSeed(entropy)
    entropy.fill(0)
    const keys = deriveKeys(seed)
    seed.fill(0)
    try {
      return await operation(keys)
    } finally {
      wipe(keys)
    }
  }

  async signOut(): Promise<void> {
    const token = this.session?.token
    await this.forget()
    if (token) await this.deps.api.signOut(token).catch(() => undefined)
  }

  private async forget(): Promise<void> {
    this.session = undefined
    this.authShare?.fill(0)
    this.authShare = undefined
    await this.deps.store.clearSession()
  }
}
