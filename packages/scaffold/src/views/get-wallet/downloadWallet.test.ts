import { describe, expect, it } from 'vitest'
import { downloadLinks, downloadWalletOf } from './downloadWallet'

describe('GetWallet / Downloads: a catalogue wallet’s install links', () => {
  it('keeps the links the catalogue gives, in AppKit’s order, and the logo from image_id', () => {
    const wallet = downloadWalletOf(
      {
        id: 'w1',
        name: 'Orbit',
        image_id: 'img-1',
        homepage: 'https://orbit.example',
        app_store: 'https://apps.example/ios/orbit',
        play_store: null,
        chrome_store: 'https://chrome.example/orbit',
      },
      (id) => `https://api.example/w/${id}`,
    )
    expect(wallet).toEqual({
      id: 'w1',
      name: 'Orbit',
      imageUrl: 'https://api.example/w/img-1',
      homepage: 'https://orbit.example',
      chromeStore: 'https://chrome.example/orbit',
      appStore: 'https://apps.example/ios/orbit',
    })
    expect(downloadLinks(wallet).map((link) => link.key)).toEqual([
      'downloads.chrome',
      'downloads.ios',
      'downloads.website',
    ])
  })

  it('a wallet with no links has none to offer', () => {
    expect(downloadLinks({ id: 'w2', name: 'Bare' })).toEqual([])
  })
})
