import type { CaipNetwork } from '@portico/common'
import type { EmbeddedSession } from '../adapter/session'
import type { AccountTypeChoice, SmartAccountOptions } from './options'
import type { SmartAccount } from './smart-account'

/** Kept under core's `appkit` prefix, beside the connection state (§3 storage keys). */
export const PREFERRED_ACCOUNT_TYPE_KEY = 'appkit/preferredAccountType'

export interface SmartAccountsDeps {
  session: EmbeddedSession
  options: SmartAccountOptions | undefined
  /** apps/api's `smartAccountEnabledNetworks` (§3), read once from the project configuration. */
  enabledNetworks(): Promise<readonly number[]>
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
  /** The service's ERC-7677 paymaster URL when it sponsors this chain's user operations for the project. */
  paymasterUrl?(chainId: number): string | undefined
  /** Tests give their own; apps get the real one, imported on first use. */
  create?: typeof import('./smart-account').createSmartAccount
}

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage)

/**
 * Which eip155 account the embedded wallet answers with: §9 makes the smart account the default where the service and
 * the app support one; the user's choice (SmartAccountSettings) is stored and wins. The smart account itself (and
 * its library code) is created only for a network that has one.
 */
export class SmartAccounts {
  private enabled: readonly number[] = []
  private readonly accounts = new Map<string, Promise<SmartAccount>>()
  private readonly deployed = new Set<string>()

  constructor(private readonly deps: SmartAccountsDeps) {}

  /** Reads the service's list; a failure leaves smart accounts off (the EOA always works). */
  async load(): Promise<void> {
    if (!this.deps.options) return
    this.enabled = await this.deps.enabledNetworks().catch(() => [])
  }

  enabledNetworks(): readonly number[] {
    return this.enabled
  }

  /** The service lists the chain and the app gave a bundler for it. */
  available(network: CaipNetwork | undefined): boolean {
    if (network?.chainNamespace !== 'eip155' || !this.deps.options) return false
    const id = Number(network.id)
    return this.enabled.includes(id) && this.deps.options.bundlerUrls[id] !== undefined
  }

  preferred(): AccountTypeChoice {
    const stored = (this.deps.storage ?? browserStorage())?.getItem(PREFERRED_ACCOUNT_TYPE_KEY)
    return stored === 'eoa' ? 'eoa' : 'smartAccount'
  }

  setPreferred(type: AccountTypeChoice): void {
    ;(this.deps.storage ?? browserStorage())?.setItem(PREFERRED_ACCOUNT_TYPE_KEY, type)
  }

  /** The smart account the wallet answers with on this network, or undefined when it answers with the EOA. */
  active(network: CaipNetwork | undefined): Promise<SmartAccount> | undefined {
    return this.available(network) && this.preferred() === 'smartAccount' ? this.accountOn(network) : undefined
  }

  /** The smart account of the signed-in owner on this network (its counterfactual address before deployment). */
  accountOn(network: CaipNetwork | undefined): Promise<SmartAccount> | undefined {
    const owner = this.deps.session.connected?.accounts.eip155
    const options = this.deps.options
    if (!network || !owner || !options || !this.available(network)) return undefined
    const bundlerUrl = options.bundlerUrls[Number(network.id)] as string
    const key = `${network.caipNetworkId}:${owner}`
    let account = this.accounts.get(key)
    if (!account) {
      account = (async () => {
        const create = this.deps.create ?? (await import('./smart-account')).createSmartAccount
        return create({
          session: this.deps.session,
          owner: owner as `0x${string}`,
          network,
          bundlerUrl,
          safe: options.safe,
          paymasterUrl: this.deps.paymasterUrl?.(Number(network.id)),
        })
      })()
      account.catch(() => this.accounts.delete(key))
      this.accounts.set(key, account)
    }
    return account
  }

  /** Whether the account has code; remembered once true (a deployed account stays deployed). */
  async isDeployed(network: CaipNetwork, account: SmartAccount): Promise<boolean> {
    const key = `${network.caipNetworkId}:${account.address}`
    if (this.deployed.has(key)) return true
    const yes = await account.isDeployed().catch(() => false)
    if (yes) this.deployed.add(key)
    return yes
  }

  knownDeployed(network: CaipNetwork | undefined, address: string | undefined): boolean {
    return !!network && !!address && this.deployed.has(`${network.caipNetworkId}:${address}`)
  }

  /** Sign-out: the next user has other accounts. */
  clear(): void {
    this.accounts.clear()
    this.deployed.clear()
  }
}
