import { BtcTestWallet, injectBtcWallet } from '@portico/testing/btc-wallet'
import { windowPage } from '@portico/testing/window-page'

export const SEED = '000102030405060708090a0b0c0d0e0f'
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
let counter = 0

/**
 * A BtcTestWallet injected into this happy-dom window through the same script a Playwright page runs. Each call uses
 * a fresh provider id and wallet name: Wallet Standard registrations cannot be undone within one window.
 */
export async function injectedWallet(
  options: {
    network?: 'mainnet' | 'testnet' | 'regtest'
    preAuthorized?: boolean
    faces?: 'sats-connect' | 'wallet-standard' | 'both'
  } = {},
) {
  counter += 1
  const wallet = new BtcTestWallet({
    seed: SEED,
    network: options.network ?? 'testnet',
    preAuthorized: options.preAuthorized ?? false,
  })
  const page = windowPage()
  const providerId = `PorticoBtc${counter}.BitcoinProvider`
  const name = `Test BTC ${counter}`
  await injectBtcWallet(page, wallet, { info: { name, icon: ICON, providerId }, faces: options.faces ?? 'both' })
  page.load()
  return { wallet, page, satsId: providerId, standardId: `standard:${name}` }
}
