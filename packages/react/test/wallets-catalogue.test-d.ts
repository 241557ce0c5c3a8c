// useAppKitWallets' public shape as AppKit documents it (docs "Headless": wallets, wcWallets, isFetchingWallets,
// isFetchingWcUri, isInitialized, wcUri, connectingWallet, page, count, fetchWallets, connect, resetWcUri), and the
// catalogue facts a WalletItem carries. Checked by vitest's typecheck and by `pnpm typecheck`.
import { describe, expectTypeOf, it } from 'vitest'
import { type UseAppKitWalletsReturn, useAppKitWallets, type WalletInfo, type WalletItem } from '../src/index'

describe('useAppKitWallets: the catalogue parts', () => {
  it('fetchWallets takes an optional page and query and settles when the list is in', () => {
    const { fetchWallets } = useAppKitWallets()
    expectTypeOf(fetchWallets).parameters.toEqualTypeOf<[options?: { page?: number; query?: string }]>()
    expectTypeOf(fetchWallets).returns.toEqualTypeOf<Promise<void>>()
    expectTypeOf<UseAppKitWalletsReturn['page']>().toEqualTypeOf<number>()
    expectTypeOf<UseAppKitWalletsReturn['count']>().toEqualTypeOf<number>()
    expectTypeOf<UseAppKitWalletsReturn['isFetchingWallets']>().toEqualTypeOf<boolean>()
    expectTypeOf<UseAppKitWalletsReturn['isInitialized']>().toEqualTypeOf<boolean>()
    expectTypeOf<UseAppKitWalletsReturn['wallets']>().toEqualTypeOf<WalletItem[]>()
    expectTypeOf<UseAppKitWalletsReturn['connectingWallet']>().toEqualTypeOf<WalletItem | undefined>()
  })

  it('a WalletItem: id, name, image, injected or not, its connectors, and walletInfo on catalogue wallets', () => {
    expectTypeOf<keyof WalletItem>().toEqualTypeOf<
      'id' | 'name' | 'imageUrl' | 'isInjected' | 'connectors' | 'walletInfo'
    >()
    expectTypeOf<WalletItem['walletInfo']>().toEqualTypeOf<WalletInfo | undefined>()
    expectTypeOf<WalletItem['imageUrl']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<WalletInfo>().toEqualTypeOf<{
      website: string | undefined
      rdns: string | undefined
      supportedChains: string[] | undefined
      isCertified: boolean
      mobileLink: string | undefined
      desktopLink: string | undefined
      webappLink: string | undefined
      appStore: string | undefined
      playStore: string | undefined
      chromeStore: string | undefined
    }>()
  })
})
