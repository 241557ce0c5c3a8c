// AppKit's Connect-view options: the legal footer, allWallets, enableWallets and connectorImages.
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal, setup } from './setup'
import { withEmbeddedWallet } from './support/embedded-wallet'

afterEach(cleanup)

const TERMS = 'https://example.invalid/terms'
const PRIVACY = 'https://example.invalid/privacy'

describe('legal footer (termsConditionsUrl, privacyPolicyUrl)', () => {
  it('names both links, each opening in a new tab without access to the modal', async () => {
    const h = await setup({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY })
    await openModal(h)
    const footer = await h.modal().findByTestId('portico-connect-legal')
    expect(footer.textContent).toBe('By connecting your wallet, you agree to our Terms of Service and Privacy Policy')
    const links = [...footer.querySelectorAll('a')].map((a) => [a.textContent, a.href, a.target, a.rel])
    expect(links).toEqual([
      ['Terms of Service', TERMS, '_blank', 'noopener noreferrer'],
      ['Privacy Policy', PRIVACY, '_blank', 'noopener noreferrer'],
    ])
    h.unmount()
  })

  it('names only the link given, and is absent without either', async () => {
    const terms = await setup({ termsConditionsUrl: TERMS })
    await openModal(terms)
    const footer = await terms.modal().findByTestId('portico-connect-legal')
    expect(footer.textContent).toBe('By connecting your wallet, you agree to our Terms of Service')
    terms.unmount()

    const privacy = await setup({ privacyPolicyUrl: PRIVACY })
    await openModal(privacy)
    const only = await privacy.modal().findByTestId('portico-connect-legal')
    expect([...only.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Privacy Policy'])
    privacy.unmount()

    const none = await setup()
    await openModal(none)
    await none.modal().findByText('Memory EVM')
    expect(none.modal().queryByTestId('portico-connect-legal')).toBeNull()
    none.unmount()
  })
})

describe('allWallets', () => {
  const shown = async (options: Parameters<typeof setup>[0]) => {
    const h = await setup(options)
    await openModal(h)
    await h.modal().findByText('Memory EVM')
    const all = h.modal().queryByRole('button', { name: 'All wallets' }) !== null
    h.unmount()
    return all
  }

  it('SHOW (the default) lists the row, HIDE does not, ONLY_MOBILE only on a phone', async () => {
    expect(await shown({})).toBe(true)
    expect(await shown({ allWallets: 'SHOW' })).toBe(true)
    expect(await shown({ allWallets: 'HIDE' })).toBe(false)
    expect(await shown({ allWallets: 'ONLY_MOBILE' })).toBe(false)
    expect(await shown({ allWallets: 'ONLY_MOBILE', isMobile: () => true })).toBe(true)
  })
})

describe('enableWallets', () => {
  it('false lists no wallet and no All wallets row; email stays', async () => {
    const { h } = await withEmbeddedWallet({}, { enableWallets: false })
    await openModal(h)
    const modal = h.modal()
    await modal.findByRole('button', { name: 'Continue with email' })
    expect(modal.queryByText('Memory EVM')).toBeNull()
    expect(modal.queryByRole('button', { name: 'All wallets' })).toBeNull()
    h.unmount()
  })
})

describe('connectorImages', () => {
  it('replaces the icon of the wallet row it names', async () => {
    const h = await setup({ connectorImages: { 'memory-evm': '/memory.svg' } })
    await openModal(h)
    const row = await h.modal().findByRole('button', { name: /Memory EVM/ })
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/memory.svg')
    const other = h.modal().getByRole('button', { name: /Memory Solana/ })
    expect(other.querySelector('img')?.getAttribute('src') ?? null).not.toBe('/memory.svg')
    h.unmount()
  })
})
