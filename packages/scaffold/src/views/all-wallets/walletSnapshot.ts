import type { Wallet } from '@portico/blockchain-api'

// The top of the service's seed catalogue (apps/api src/catalogue/seed-wallets.ts; a test keeps the two equal), for
// an app with no service configured: AllWallets and GetWallet list these instead of nothing. Loaded only then, as
// its own small chunk. Links are rebuilt from their distinctive parts to keep it small; images are the row's letter.
// [explorer id, name, homepage host, rdns, mobile scheme, App Store id, Play package, Chrome extension id]
type Row = [string, string, string, string, string, string, string, string]
const ROWS: Row[] = [
  [
    'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    'MetaMask',
    'metamask.io',
    'io.metamask',
    'metamask',
    '1438144202',
    'io.metamask',
    'nkbihfbeogaeaoehlefnkodbefgpgknn',
  ],
  [
    '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    'Trust Wallet',
    'trustwallet.com',
    'com.trustwallet.app',
    'trust',
    '1288339409',
    'com.wallet.crypto.trustapp',
    'egjidjbpglichdcondbcbdnbeeppgdph',
  ],
  [
    'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    'Coinbase Wallet',
    'www.coinbase.com/wallet',
    'com.coinbase.wallet',
    'cbwallet',
    '1278383455',
    'org.toshi',
    'hnfanknocfeofbddgcijnmhnfnkdnaad',
  ],
  [
    '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    'Rainbow',
    'rainbow.me',
    'me.rainbow',
    'rainbow',
    '1457119021',
    'me.rainbow',
    'opfgelmcmbiajamepnmloijbpoleiama',
  ],
  [
    'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    'Phantom',
    'phantom.com',
    'app.phantom',
    'phantom',
    '1598432977',
    'app.phantom',
    'bfnaelmomeimhlpmgjnjophhpkkoljpa',
  ],
  [
    '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    'Ledger Live',
    'www.ledger.com/ledger-live',
    '',
    'ledgerlive',
    '1361671700',
    'com.ledger.live',
    '',
  ],
  [
    'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    'Zerion',
    'zerion.io',
    'io.zerion.wallet',
    'zerion',
    '1456732565',
    'io.zerion.android',
    'klghhnkeealcohjjanjjdaeeggmfmlpl',
  ],
  [
    'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    'Uniswap Wallet',
    'wallet.uniswap.org',
    'org.uniswap.app',
    'uniswap',
    '6443944476',
    'com.uniswap.mobile',
    '',
  ],
]

const or = (value: string, build: (v: string) => string) => (value ? build(value) : null)

/** The snapshot as catalogue entries, in the service's order. */
export const SNAPSHOT_WALLETS: Wallet[] = ROWS.map(([id, name, host, rdns, scheme, ios, android, chrome], i) => ({
  id,
  name,
  homepage: `https://${host}`,
  order: i + 1,
  rdns: rdns || null,
  mobile_link: or(scheme, (s) => `${s}://`),
  app_store: or(ios, (s) => `https://apps.apple.com/app/id${s}`),
  play_store: or(android, (s) => `https://play.google.com/store/apps/details?id=${s}`),
  chrome_store: or(chrome, (s) => `https://chromewebstore.google.com/detail/${s}`),
}))

export interface SnapshotQuery {
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
}

/** The service's filters over the snapshot: includeWalletIds, excludeWalletIds, and name or rdns containing the text. */
export function querySnapshot({ search = '', include = [], exclude = [] }: SnapshotQuery): Wallet[] {
  const needle = search.trim().toLowerCase()
  return SNAPSHOT_WALLETS.filter(
    (w) =>
      (include.length === 0 || include.includes(w.id)) &&
      !exclude.includes(w.id) &&
      (!needle || `${w.name} ${w.rdns ?? ''}`.toLowerCase().includes(needle)),
  )
}
