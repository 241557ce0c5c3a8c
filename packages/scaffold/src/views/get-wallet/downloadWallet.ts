import type { Wallet } from '@portico/blockchain-api'
import type { DownloadWallet } from '@portico/core'

/** A catalogue entry as the Downloads view takes it: its name, logo and the places it can be installed from. */
export function downloadWalletOf(wallet: Wallet, imageUrl: (imageId: string) => string): DownloadWallet {
  const image = wallet.image_url ?? (wallet.image_id ? imageUrl(wallet.image_id) : undefined)
  return {
    id: wallet.id,
    name: wallet.name,
    ...(image ? { imageUrl: image } : {}),
    ...(wallet.homepage ? { homepage: wallet.homepage } : {}),
    ...(wallet.chrome_store ? { chromeStore: wallet.chrome_store } : {}),
    ...(wallet.app_store ? { appStore: wallet.app_store } : {}),
    ...(wallet.play_store ? { playStore: wallet.play_store } : {}),
  }
}

/** The install links of a wallet, in AppKit's order; each only when the catalogue gives it. */
export function downloadLinks(wallet: DownloadWallet) {
  return [
    { key: 'downloads.chrome' as const, url: wallet.chromeStore },
    { key: 'downloads.ios' as const, url: wallet.appStore },
    { key: 'downloads.android' as const, url: wallet.playStore },
    { key: 'downloads.website' as const, url: wallet.homepage },
  ].filter((link): link is { key: typeof link.key; url: string } => typeof link.url === 'string' && link.url !== '')
}
