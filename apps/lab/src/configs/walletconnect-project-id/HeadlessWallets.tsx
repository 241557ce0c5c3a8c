import { useAppKitWallets } from '@portico/react'
import { useState } from 'react'

/**
 * A connect list of the app's own, built on useAppKitWallets alone (AppKit's headless API): the catalogue fetched,
 * searched and paged, a wallet connected over WalletConnect with the pairing URI shown for a QR.
 */
export function HeadlessWallets() {
  const { wallets, wcWallets, fetchWallets, isFetchingWallets, page, count, connect, wcUri, connectingWallet } =
    useAppKitWallets()
  const [query, setQuery] = useState('')
  return (
    <section data-testid="headless-wallets" aria-label="Headless wallets">
      <h3>Headless wallet list (useAppKitWallets)</h3>
      <p>
        <button type="button" onClick={() => void fetchWallets()}>
          Load wallets
        </button>{' '}
        <button type="button" disabled={page === 0} onClick={() => void fetchWallets({ page: page + 1 })}>
          Next page
        </button>{' '}
        <input aria-label="Search wallets" value={query} onChange={(e) => setQuery(e.target.value)} />{' '}
        <button type="button" onClick={() => void fetchWallets({ query })}>
          Search
        </button>
      </p>
      <p>
        Page <span data-testid="headless-page">{page}</span>, count <span data-testid="headless-count">{count}</span>,
        fetching <span data-testid="headless-fetching">{String(isFetchingWallets)}</span>, connecting{' '}
        <span data-testid="headless-connecting">{connectingWallet?.name ?? '—'}</span>
      </p>
      <p>
        Initial list: <span data-testid="headless-initial">{wallets.map((w) => w.name).join(', ')}</span>
      </p>
      <ul aria-label="Catalogue wallets">
        {wcWallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => void connect(wallet).catch(() => {})}>
              {wallet.name}
            </button>
          </li>
        ))}
      </ul>
      <output data-testid="headless-wc-uri">{wcUri ?? ''}</output>
    </section>
  )
}
