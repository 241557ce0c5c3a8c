import { describe, expect, it } from 'vitest'
import { parseListing } from './explorer-format'

const ID = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)

// The explorer's shape: links in nested objects, store pages under `app`, listings keyed by id.
const listing = (over: Record<string, unknown> = {}) => ({
  id: ID,
  name: 'Example Wallet',
  description: 'ignored',
  homepage: 'https://wallet.example.org',
  image_id: 'img-1',
  rdns: 'org.example.wallet',
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  mobile: { native: 'examplewallet://', universal: 'https://link.example.org' },
  desktop: { native: '', universal: 'https://desktop.example.org' },
  app: {
    browser: 'https://app.example.org',
    ios: 'https://apps.apple.com/app/id1',
    android: 'https://play.google.com/store/apps/details?id=org.example',
    chrome: null,
    firefox: 'https://addons.example.org',
  },
  sdks: ['sign_v2', 'auth_v1'],
  ...over,
})

describe('parseListing', () => {
  it('maps an explorer listing to a catalogue entry (native links first, store pages, order from the file)', () => {
    const { entries, problems } = parseListing({
      count: 2,
      listings: { [ID]: listing(), [OTHER]: listing({ id: OTHER, name: 'Other' }) },
    })
    expect(problems).toEqual([])
    expect(entries[0]).toEqual({
      id: ID,
      name: 'Example Wallet',
      homepage: 'https://wallet.example.org',
      image_id: 'img-1',
      order: 1,
      rdns: 'org.example.wallet',
      mobile_link: 'examplewallet://',
      desktop_link: 'https://desktop.example.org',
      webapp_link: 'https://app.example.org',
      app_store: 'https://apps.apple.com/app/id1',
      play_store: 'https://play.google.com/store/apps/details?id=org.example',
      chrome_store: null,
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      badge_type: 'none',
      supports_wc: true,
    })
    expect(entries[1]).toMatchObject({ id: OTHER, name: 'Other', order: 2 })
  })

  it('reads the flat /getWallets shape too, keeping its order and badge, filling what is missing', () => {
    const { entries, problems } = parseListing({
      data: [{ id: ID, name: 'Flat', order: 7, badge_type: 'certified', mobile_link: 'flat://' }],
      count: 1,
    })
    expect(problems).toEqual([])
    expect(entries).toEqual([
      {
        id: ID,
        name: 'Flat',
        homepage: '',
        image_id: `wallet-${ID.slice(0, 24)}`,
        order: 7,
        rdns: null,
        mobile_link: 'flat://',
        desktop_link: null,
        webapp_link: null,
        app_store: null,
        play_store: null,
        chrome_store: null,
        chains: [],
        badge_type: 'certified',
        supports_wc: true,
      },
    ])
  })

  it('reports and skips bad entries, keeping the good ones', () => {
    const bad = [
      listing({ id: 'x1', mobile: { native: 'javascript:alert(1)', universal: null } }),
      listing({ id: 'x2', name: '' }),
      listing({ id: 'x3', chains: ['ethereum'] }),
      listing({ id: 'x4', app: { ios: 'ftp://apps.example.org' } }),
      listing({ id: 'x5', rdns: 'not a domain' }),
      listing({ id: 'bad id with spaces' }),
      listing({ id: 'x6', name: 'Tab\there' }),
      'not an object',
      listing(),
      listing(),
    ]
    const { entries, problems } = parseListing(bad)
    expect(entries.map((e) => e.id)).toEqual([ID])
    expect(problems.map((p) => [p.index, p.entry])).toEqual([
      [0, 'x1'],
      [1, 'x2'],
      [2, 'x3'],
      [3, 'x4'],
      [4, 'x5'],
      [5, 'bad id with spaces'],
      [6, 'x6'],
      [7, ''],
      [9, ID],
    ])
    expect(problems[0]?.message).toBe('mobile.native is not an app or web link')
    expect(problems[2]?.message).toBe('chains holds a chain that is not a CAIP-2 id')
    expect(problems[8]?.message).toBe('id appears earlier in the file')
  })

  it('refuses a document that is not a listing', () => {
    expect(parseListing({ wallets: [] })).toEqual({
      entries: [],
      problems: [
        { index: -1, entry: '', message: 'not a wallet listing: expected { listings }, { data } or an array' },
      ],
    })
  })

  it('marks a wallet without a Sign v2 SDK as not pairing over WalletConnect', () => {
    expect(parseListing([listing({ sdks: ['sign_v1'] })]).entries[0]?.supports_wc).toBe(false)
  })
})
