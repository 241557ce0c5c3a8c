import type { WalletEntry } from './catalogue'

/**
 * The catalogue a deployment starts with: well-known wallets under their WalletConnect explorer ids, so an app's
 * featuredWalletIds / includeWalletIds / excludeWalletIds written for AppKit name the same wallets here. Names, ids,
 * EIP-6963 rdns, link schemes and store pages are public facts from each wallet's documentation and store listing;
 * a field we could not confirm is left empty rather than guessed. Images are generated monograms (see
 * `catalogue:import --logos` for real logos). The order is the recommended order.
 */
interface Seed {
  id: string
  name: string
  homepage: string
  rdns?: string
  mobile?: string
  desktop?: string
  webapp?: string
  /** App Store app id (digits after "id"). */
  ios?: string
  /** Google Play package name. */
  android?: string
  /** Chrome Web Store extension id. */
  chrome?: string
  chains: readonly string[]
}

const EVM = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

const SEEDS: readonly Seed[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    homepage: 'https://metamask.io',
    rdns: 'io.metamask',
    mobile: 'metamask://',
    ios: '1438144202',
    android: 'io.metamask',
    chrome: 'nkbihfbeogaeaoehlefnkodbefgpgknn',
    chains: EVM,
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    homepage: 'https://trustwallet.com',
    rdns: 'com.trustwallet.app',
    mobile: 'trust://',
    ios: '1288339409',
    android: 'com.wallet.crypto.trustapp',
    chrome: 'egjidjbpglichdcondbcbdnbeeppgdph',
    chains: [...EVM, SOLANA, BITCOIN],
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    homepage: 'https://www.coinbase.com/wallet',
    rdns: 'com.coinbase.wallet',
    mobile: 'cbwallet://',
    ios: '1278383455',
    android: 'org.toshi',
    chrome: 'hnfanknocfeofbddgcijnmhnfnkdnaad',
    chains: [...EVM, SOLANA],
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    homepage: 'https://rainbow.me',
    rdns: 'me.rainbow',
    mobile: 'rainbow://',
    ios: '1457119021',
    android: 'me.rainbow',
    chrome: 'opfgelmcmbiajamepnmloijbpoleiama',
    chains: EVM,
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    homepage: 'https://phantom.com',
    rdns: 'app.phantom',
    mobile: 'phantom://',
    ios: '1598432977',
    android: 'app.phantom',
    chrome: 'bfnaelmomeimhlpmgjnjophhpkkoljpa',
    chains: [SOLANA, 'eip155:1', 'eip155:137', 'eip155:8453', BITCOIN],
  },
  {
    id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
    name: 'Ledger Live',
    homepage: 'https://www.ledger.com/ledger-live',
    mobile: 'ledgerlive://',
    desktop: 'ledgerlive://',
    ios: '1361671700',
    android: 'com.ledger.live',
    chains: EVM,
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    homepage: 'https://zerion.io',
    rdns: 'io.zerion.wallet',
    mobile: 'zerion://',
    ios: '1456732565',
    android: 'io.zerion.android',
    chrome: 'klghhnkeealcohjjanjjdaeeggmfmlpl',
    chains: [...EVM, SOLANA],
  },
  {
    id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a',
    name: 'Uniswap Wallet',
    homepage: 'https://wallet.uniswap.org',
    rdns: 'org.uniswap.app',
    mobile: 'uniswap://',
    ios: '6443944476',
    android: 'com.uniswap.mobile',
    chains: EVM,
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    homepage: 'https://web3.okx.com',
    rdns: 'com.okex.wallet',
    mobile: 'okex://main',
    chrome: 'mcohilncbfahbmgdjkbpemcciiolgcge',
    chains: [...EVM, SOLANA, BITCOIN],
  },
  {
    id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    name: 'Rabby Wallet',
    homepage: 'https://rabby.io',
    rdns: 'io.rabby',
    chrome: 'acmacodkjbdgmoleebolmdjonilkdbch',
    chains: EVM,
  },
  {
    id: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
    name: 'Safe{Wallet}',
    homepage: 'https://safe.global',
    webapp: 'https://app.safe.global',
    chains: EVM,
  },
  {
    id: 'bc949c5d968ae81310268bf9193f9c9fb7bb4e1283e1284af8f2bd4992535fd6',
    name: 'Argent',
    homepage: 'https://www.argent.xyz',
    mobile: 'argent://',
    chains: ['eip155:1'],
  },
  {
    id: 'e9ff15be73584489ca4a66f64d32c4537711797e30b6660dbcb71ea72a42b1f4',
    name: 'Exodus',
    homepage: 'https://www.exodus.com',
    rdns: 'com.exodus.web3-wallet',
    mobile: 'exodus://',
    chrome: 'aholpfdialjgjfhomihkjbmgjidlcdno',
    chains: [...EVM, SOLANA, BITCOIN],
  },
  {
    id: '2bd8c14e035c2d48f184aaa168559e86b0e3433228d3c4075900a221785019b0',
    name: 'Backpack',
    homepage: 'https://backpack.app',
    rdns: 'app.backpack',
    chrome: 'aflkmfhebedbjioipglgcbcmnbpgliof',
    chains: [SOLANA, 'eip155:1'],
  },
  {
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    name: 'Solflare',
    homepage: 'https://solflare.com',
    mobile: 'solflare://',
    chrome: 'bhhhlbepdkbapadjdnnojkbgioiodbic',
    chains: [SOLANA],
  },
  {
    id: '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b',
    name: 'Xverse',
    homepage: 'https://www.xverse.app',
    mobile: 'xverse://',
    chrome: 'idnnbdplmphpflfnlkomgpfbpcgelopg',
    chains: [BITCOIN],
  },
  {
    id: '483afe1df1df63daf313109971ff3ef8356ddf1cc4e45877d205eee0b7893a13',
    name: 'Leather',
    homepage: 'https://leather.io',
    chrome: 'ldinpeekobnhjjdofggfgjlcehhmanlj',
    chains: [BITCOIN],
  },
  {
    id: 'e0c2e199712878ed272e2c170b585baa0ff0eb50b07521ca586ebf7aeeffc598',
    name: 'Talisman',
    homepage: 'https://www.talisman.xyz',
    rdns: 'xyz.talisman',
    chrome: 'fijngjgcjhjmmpcmkeiomlglpeiijkld',
    chains: [POLKADOT, ...EVM],
  },
  {
    id: '9ce87712b99b3eb57396cc8621db8900ac983c712236f48fb70ad28760be3f6a',
    name: 'SubWallet',
    homepage: 'https://www.subwallet.app',
    rdns: 'app.subwallet',
    mobile: 'subwallet://',
    chrome: 'onhogfjeacnfoofkfgppdlbmlmnplgbn',
    chains: [POLKADOT, ...EVM],
  },
  {
    id: '43fd1a0aeb90df53ade012cca36692a46d265f0b99b7561e645af42d752edb92',
    name: 'Nova Wallet',
    homepage: 'https://novawallet.io',
    mobile: 'novawallet://',
    chains: [POLKADOT, 'eip155:1'],
  },
]

/** The seed as catalogue entries; image ids are the wallet's own id, served as a generated monogram. */
export const SEED_WALLETS: readonly WalletEntry[] = SEEDS.map((s, i) => ({
  id: s.id,
  name: s.name,
  homepage: s.homepage,
  image_id: `seed-${s.id.slice(0, 16)}`,
  order: i + 1,
  rdns: s.rdns ?? null,
  mobile_link: s.mobile ?? null,
  desktop_link: s.desktop ?? null,
  webapp_link: s.webapp ?? null,
  app_store: s.ios ? `https://apps.apple.com/app/id${s.ios}` : null,
  play_store: s.android ? `https://play.google.com/store/apps/details?id=${s.android}` : null,
  chrome_store: s.chrome ? `https://chromewebstore.google.com/detail/${s.chrome}` : null,
  chains: [...s.chains],
  badge_type: 'none',
  // An extension-only wallet has nothing to pair with over WalletConnect.
  supports_wc: Boolean(s.mobile || s.desktop || s.webapp),
}))
