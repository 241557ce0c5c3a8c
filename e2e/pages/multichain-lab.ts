import type { Locator, Page } from '@playwright/test'
import { SOLANA_WALLET_NAME } from './solana-lab'

export type Namespace = 'eip155' | 'solana'

// The lab's `multichain` configuration: the wagmi adapter on the anvil chains and the Solana adapter on the LiteSVM
// service in one app, with a useAppKitAccount({ namespace }) panel per namespace.
export class MultichainLabPage {
  readonly dialog: Locator
  readonly active: Locator
  readonly network: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
    this.active = page.getByTestId('mc-active')
    this.network = page.getByTestId('mc-network')
  }

  async goto(): Promise<void> {
    await this.page.goto('/?config=multichain')
    // The first visit after the dev stack starts has Vite compile wagmi and web3.js for this page: not a product
    // timing, so it gets room on a loaded machine.
    await this.page.getByTestId('mc-initialized').filter({ hasText: 'true' }).waitFor({ timeout: 30_000 })
  }

  field(namespace: Namespace, name: 'status' | 'address' | 'caip' | 'type' | 'sign-result'): Locator {
    return this.page.getByTestId(`mc-${namespace}-${name}`)
  }

  button(label: string): Locator {
    return this.page.getByRole('button', { name: label, exact: true })
  }

  walletRow(name: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(name) })
  }

  /** A network row of the modal's network lists (SwitchNetwork, SwitchActiveChain), by CAIP-2 id. */
  networkRow(caipNetworkId: string): Locator {
    return this.dialog.locator(`[data-network="${caipNetworkId}"]`)
  }

  async connectEvm(walletName: string): Promise<void> {
    await this.button('Connect EVM').click()
    await this.walletRow(walletName).click()
  }

  /** With EVM active, §2 rule 1 goes through SwitchActiveChain: pick Solana Localnet, then the wallet on Connect. */
  async connectSolana(): Promise<void> {
    await this.button('Connect Solana').click()
    await this.dialog.getByTestId('portico-switch-chain').waitFor()
    await this.networkRow('solana:localnet').click()
    await this.walletRow(SOLANA_WALLET_NAME).click()
  }
}
