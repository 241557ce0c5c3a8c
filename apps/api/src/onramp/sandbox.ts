import { randomUUID } from 'node:crypto'
import { formatUnits } from 'viem'
import { STATIC_PRICES_USD } from '../chain/prices'
import type { ChainConfig } from '../server/options'
import type { OnRampOptions, OnRampProvider, OnRampQuote, OnRampQuoteRequest, OnRampUrlRequest } from './provider'
import { OnRampError } from './provider'
import {
  centsOf,
  money,
  priceSandboxPurchase,
  SANDBOX_LIMITS,
  SANDBOX_PAYMENT_CURRENCY,
  type SandboxPrice,
} from './sandbox-pricing'

/** One thing the sandbox sells on one chain: the native coin (no address) or a configured token. */
export interface SandboxAsset {
  id: string
  name: string
  symbol: string
  decimals: number
  priceUsd: number
  chainId: number
  chainName: string
  /** Absent for the native coin. */
  address?: `0x${string}`
}

export interface SandboxOnRampConfig {
  /** The chains it delivers on: their native coin and tokens with a price are for sale. */
  chains: readonly ChainConfig[]
  /** Base URL of the sandbox's checkout page (its own origin); without it no checkout URL can be made. */
  checkoutUrl?: string | undefined
}

/** A priced purchase the checkout page can carry out. */
export interface SandboxPurchase {
  asset: SandboxAsset
  price: SandboxPrice
  quote: OnRampQuote
}

function assetsOf(chains: readonly ChainConfig[]): SandboxAsset[] {
  return chains.flatMap((chain) => {
    const symbol = chain.nativeSymbol ?? 'ETH'
    const native: SandboxAsset = {
      id: symbol,
      name: chain.nativeName ?? 'Ether',
      symbol,
      decimals: 18,
      priceUsd: STATIC_PRICES_USD[symbol] ?? 0,
      chainId: chain.chainId,
      chainName: chain.name,
    }
    const tokens = (chain.tokens ?? []).map((token) => ({
      id: token.symbol,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      priceUsd: token.priceUsd ?? STATIC_PRICES_USD[token.symbol] ?? 0,
      chainId: chain.chainId,
      chainName: chain.name,
      address: token.address,
    }))
    return [native, ...tokens].filter((asset) => asset.priceUsd > 0)
  })
}

const networkId = (network: string) => network.replace(/^eip155:/, '')

/**
 * The on-ramp that ships with the service: it sells the configured chains' native coin and tokens for USD within §9's
 * limits at a 1–2 % fee, and its checkout (the dev stack's `onramp` piece) takes a test card and delivers the token
 * from a treasury account. Nothing real is charged or bought.
 */
export class SandboxOnRampProvider implements OnRampProvider {
  readonly id = 'sandbox'
  readonly assets: readonly SandboxAsset[]

  constructor(private readonly config: SandboxOnRampConfig) {
    this.assets = assetsOf(config.chains)
  }

  async options(): Promise<OnRampOptions> {
    const bySymbol = new Map<string, SandboxAsset[]>()
    for (const asset of this.assets) bySymbol.set(asset.id, [...(bySymbol.get(asset.id) ?? []), asset])
    return {
      purchaseCurrencies: [...bySymbol.values()].map((list) => {
        const first = list[0] as SandboxAsset
        return {
          id: first.id,
          name: first.name,
          symbol: first.symbol,
          networks: list.map((asset) => ({
            name: String(asset.chainId),
            display_name: asset.chainName,
            chain_id: String(asset.chainId),
            contract_address: asset.address ?? '',
          })),
        }
      }),
      paymentCurrencies: [
        {
          id: SANDBOX_PAYMENT_CURRENCY,
          payment_method_limits: SANDBOX_LIMITS.map((l) => ({
            id: l.id,
            min: l.min.toFixed(2),
            max: l.max.toFixed(2),
          })),
        },
      ],
    }
  }

  /** The asset `id` on `network` (chain id, `eip155:N` or the network name), or on its first chain. */
  asset(id: string, network?: string): SandboxAsset {
    const matches = this.assets.filter((a) => a.id.toLowerCase() === id.toLowerCase())
    if (matches.length === 0) throw new OnRampError('UNSUPPORTED_CURRENCY', `${id} is not sold here`, { currency: id })
    const asset = network ? matches.find((a) => String(a.chainId) === networkId(network)) : matches[0]
    if (!asset) throw new OnRampError('UNSUPPORTED_NETWORK', `${id} is not sold on ${network}`, { network })
    return asset
  }

  /** The purchase a quote describes, with the exact units to deliver (the checkout page carries it out). */
  price(request: OnRampQuoteRequest): SandboxPurchase {
    if (request.paymentCurrency.toUpperCase() !== SANDBOX_PAYMENT_CURRENCY) {
      throw new OnRampError('UNSUPPORTED_CURRENCY', `Payment in ${request.paymentCurrency} is not accepted`, {
        currency: request.paymentCurrency,
      })
    }
    const method = request.paymentMethod ?? 'card'
    const limits = SANDBOX_LIMITS.find((l) => l.id === method)
    if (!limits) throw new OnRampError('UNSUPPORTED_PAYMENT_METHOD', `Payment method ${method} is not accepted`)
    if (!(request.amount >= limits.min && request.amount <= limits.max)) {
      throw new OnRampError(
        'AMOUNT_OUT_OF_RANGE',
        `Amount must be from ${limits.min} to ${limits.max} ${SANDBOX_PAYMENT_CURRENCY} by ${method}`,
        { min: limits.min.toFixed(2), max: limits.max.toFixed(2), paymentMethod: method },
      )
    }
    const asset = this.asset(request.purchaseCurrency, request.network)
    const price = priceSandboxPurchase(centsOf(request.amount), asset)
    const fiat = (cents: bigint) => ({ amount: money(cents), currency: SANDBOX_PAYMENT_CURRENCY })
    return {
      asset,
      price,
      quote: {
        purchaseAmount: { amount: formatUnits(price.units, asset.decimals), currency: asset.symbol },
        paymentSubtotal: fiat(price.subtotalCents),
        paymentTotal: fiat(price.totalCents),
        networkFee: fiat(price.networkCents),
        providerFee: fiat(price.feeCents),
        quoteId: randomUUID(),
      },
    }
  }

  async quote(request: OnRampQuoteRequest): Promise<OnRampQuote> {
    return this.price(request).quote
  }

  async widgetUrl(request: OnRampUrlRequest): Promise<{ url: string }> {
    if (!this.config.checkoutUrl) {
      throw new OnRampError('ONRAMP_NOT_CONFIGURED', 'The on-ramp sandbox has no checkout page configured')
    }
    const wallet = request.destinationWallets[0]
    if (!wallet) throw new OnRampError('UNSUPPORTED_NETWORK', 'A destination wallet is required')
    const network = request.defaultNetwork ?? wallet.blockchains[0] ?? ''
    const asset = this.asset(wallet.assets?.[0] ?? this.assets[0]?.id ?? '', network)
    const url = new URL('/checkout', this.config.checkoutUrl)
    url.searchParams.set('address', wallet.address)
    url.searchParams.set('network', String(asset.chainId))
    url.searchParams.set('asset', asset.id)
    url.searchParams.set('currency', SANDBOX_PAYMENT_CURRENCY)
    url.searchParams.set('partnerUserId', request.partnerUserId)
    const fiat =
      request.presetFiatAmount ??
      (request.presetCryptoAmount !== undefined ? request.presetCryptoAmount * asset.priceUsd : undefined)
    if (fiat !== undefined) url.searchParams.set('amount', (Math.round(fiat * 100) / 100).toFixed(2))
    if (request.parentOrigin) url.searchParams.set('origin', request.parentOrigin)
    return { url: url.toString() }
  }
}
