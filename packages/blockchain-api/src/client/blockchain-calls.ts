import { filterZeroDecimals } from '../assets/wallet-assets'
import { CACHE_TTL, TtlCache } from '../cache/ttl-cache'
import { BlockchainApiError } from '../errors'
import type { HttpClient } from '../http/http-client'
import { DEFAULT_ONRAMP_OPTIONS, mockOnRampQuote } from '../onramp/defaults'
import type { ResolvedOptions } from '../options'
import {
  type BalanceResponse,
  BalanceResponseSchema,
  type FungiblePriceResponse,
  FungiblePriceSchema,
} from '../schemas/balance'
import { type GasPrice, GasPriceSchema, type SupportedChains, SupportedChainsSchema } from '../schemas/chains'
import {
  type Identity,
  IdentitySchema,
  type NameRecord,
  NameRecordListSchema,
  NameRecordSchema,
  type NameSuggestion,
  NameSuggestionsSchema,
  type RegisterNamePayload,
} from '../schemas/identity'
import {
  OkSchema,
  type OnRampOptions,
  OnRampOptionsSchema,
  type OnRampQuote,
  OnRampQuoteSchema,
  OnRampUrlSchema,
  type SmartSession,
  SmartSessionSchema,
} from '../schemas/onramp'
import {
  AllowanceSchema,
  type SwapCalldata,
  SwapCalldataSchema,
  type SwapQuote,
  SwapQuoteSchema,
  type SwapToken,
  SwapTokensSchema,
} from '../schemas/swap'
import { type TransactionsResponse, TransactionsResponseSchema } from '../schemas/transactions'

type Signal = { signal?: AbortSignal }

export interface NativeBalance {
  balance: string
  symbol: string
}

/** §8/§9: what a failed or testnet native balance shows. */
export const DEFAULT_NATIVE_BALANCE: NativeBalance = { balance: '0.00', symbol: 'ETH' }

/** Every call of §7 "Blockchain API". */
export class BlockchainCalls {
  private supportedChains: SupportedChains | null = null
  private readonly identityCache: TtlCache<Identity>
  private readonly nameCache: TtlCache<NameRecord | null>
  private readonly reverseCache: TtlCache<NameRecord[]>
  private readonly portfolioCache: TtlCache<BalanceResponse>
  private readonly nativeCache: TtlCache<NativeBalance>
  private tokenBalanceRetryAt = 0

  constructor(
    private readonly http: HttpClient,
    private readonly options: ResolvedOptions,
  ) {
    const now = options.now
    this.identityCache = new TtlCache(CACHE_TTL.identityMs, now)
    this.nameCache = new TtlCache(CACHE_TTL.namesMs, now)
    this.reverseCache = new TtlCache(CACHE_TTL.namesMs, now)
    this.portfolioCache = new TtlCache(CACHE_TTL.portfolioMs, now)
    this.nativeCache = new TtlCache(CACHE_TTL.nativeBalanceMs, now)
  }

  async getSupportedChains(args: Signal = {}): Promise<SupportedChains> {
    if (this.supportedChains) return this.supportedChains
    const chains = await this.http.get({ path: '/v1/supported-chains', schema: SupportedChainsSchema, ...args })
    this.supportedChains = chains
    return chains
  }

  /** True when the service supports `caipNetworkId`; a failed look-up counts as unsupported and is retried later. */
  async isNetworkSupported(caipNetworkId: string | undefined, args: Signal = {}): Promise<boolean> {
    if (!caipNetworkId) return false
    try {
      const chains = await this.getSupportedChains(args)
      return chains.http.includes(caipNetworkId)
    } catch (error) {
      if (error instanceof BlockchainApiError && error.code === 'ABORTED') throw error
      return false
    }
  }

  /** §7: with an active network the service does not support, calls are skipped and answer `empty`. */
  private async unlessUnsupported<T>(empty: T, call: () => Promise<T>, args: Signal): Promise<T> {
    const active = this.options.getActiveCaipNetworkId()
    if (active !== undefined && !(await this.isNetworkSupported(active, args))) return empty
    return call()
  }

  fetchIdentity(args: { address: string; sender?: string } & Signal): Promise<Identity> {
    const key = args.address.toLowerCase()
    return this.unlessUnsupported(
      { name: null, avatar: null },
      () =>
        this.identityCache.getOrLoad(key, () =>
          this.http.get({
            path: `/v1/identity/${args.address}`,
            params: { sender: args.sender },
            schema: IdentitySchema,
            signal: args.signal,
          }),
        ),
      args,
    )
  }

  fetchTransactions(
    args: { account: string; cursor?: string; onramp?: string; chainId?: string } & Signal,
  ): Promise<TransactionsResponse> {
    if (!args.account) {
      return Promise.reject(
        new BlockchainApiError('INVALID_ARGUMENT', "Transactions can't be fetched without an accountAddress"),
      )
    }
    return this.unlessUnsupported(
      { data: [], next: null },
      () =>
        this.http.get({
          path: `/v1/account/${args.account}/history`,
          params: { cursor: args.cursor, onramp: args.onramp, chainId: args.chainId },
          schema: TransactionsResponseSchema,
          signal: args.signal,
        }),
      args,
    )
  }

  /** Portfolio of an address on one chain, cached 30 s unless `forceUpdate`. Zero-decimal balances are dropped. */
  getBalance(args: { address: string; chainId: string; currency?: string; forceUpdate?: string } & Signal) {
    const key = `${args.address.toLowerCase()}|${args.chainId}|${args.currency ?? 'usd'}`
    return this.unlessUnsupported(
      { balances: [] } as BalanceResponse,
      async () => {
        if (args.forceUpdate) this.portfolioCache.delete(key)
        const response = await this.portfolioCache.getOrLoad(key, () =>
          this.http.get({
            path: `/v1/account/${args.address}/balance`,
            params: { currency: args.currency ?? 'usd', chainId: args.chainId, forceUpdate: args.forceUpdate },
            schema: BalanceResponseSchema,
            signal: args.signal,
          }),
        )
        return { balances: filterZeroDecimals(response.balances) }
      },
      args,
    )
  }

  /**
   * Token balances for the Tokens tab. After a failure, calls within 30 s are refused without a request and
   * every refusal carries 'Token Balance Unavailable' and the time of the next try (§8, §9).
   */
  async fetchTokenBalance(args: { address: string; chainId: string; forceUpdate?: string } & Signal) {
    const now = this.options.now()
    if (now < this.tokenBalanceRetryAt) {
      throw new BlockchainApiError('TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable', {
        retryAt: this.tokenBalanceRetryAt,
      })
    }
    try {
      const { balances } = await this.getBalance(args)
      this.tokenBalanceRetryAt = 0
      return balances
    } catch (cause) {
      if (cause instanceof BlockchainApiError && cause.code === 'ABORTED') throw cause
      this.tokenBalanceRetryAt = now + 30_000
      throw new BlockchainApiError('TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable', {
        retryAt: this.tokenBalanceRetryAt,
        cause,
      })
    }
  }

  /**
   * Native balance of an address, cached 30 s. Testnets and failures show 0.00 ETH (§8, §9) rather than an error.
   */
  async getNativeBalance(
    args: { address: string; chainId: string; symbol?: string; testnet?: boolean } & Signal,
  ): Promise<NativeBalance> {
    const fallback = { balance: '0.00', symbol: args.symbol ?? DEFAULT_NATIVE_BALANCE.symbol }
    if (args.testnet) return fallback
    const key = `${args.address.toLowerCase()}|${args.chainId}`
    const hit = this.nativeCache.get(key)
    if (hit) return hit
    try {
      const { balances } = await this.getBalance({ ...args, forceUpdate: undefined })
      const native = balances.find((b) => b.chainId === args.chainId && !b.address)
      const result = native ? { balance: native.quantity.numeric, symbol: native.symbol } : fallback
      this.nativeCache.set(key, result)
      return result
    } catch (error) {
      if (error instanceof BlockchainApiError && error.code === 'ABORTED') throw error
      return fallback
    }
  }

  fetchTokenPrice(args: { currency?: string; addresses: string[] } & Signal): Promise<FungiblePriceResponse> {
    return this.unlessUnsupported(
      { fungibles: [] },
      () =>
        this.http.post({
          path: '/v1/fungible/price',
          body: { currency: args.currency ?? 'usd', addresses: args.addresses, projectId: this.options.projectId },
          schema: FungiblePriceSchema,
          signal: args.signal,
        }),
      args,
    )
  }

  lookupName(args: { name: string; apiVersion?: string } & Signal): Promise<NameRecord | null> {
    return this.unlessUnsupported(
      null,
      () =>
        this.nameCache.getOrLoad(args.name.toLowerCase(), async () => {
          try {
            return await this.http.get({
              path: `/v1/profile/account/${encodeURIComponent(args.name)}`,
              params: { apiVersion: args.apiVersion ?? '2' },
              schema: NameRecordSchema,
              signal: args.signal,
            })
          } catch (error) {
            if (error instanceof BlockchainApiError && error.status === 404) return null
            throw error
          }
        }),
      args,
    )
  }

  reverseLookupName(args: { address: string; sender?: string; apiVersion?: string } & Signal): Promise<NameRecord[]> {
    return this.unlessUnsupported(
      [],
      () =>
        this.reverseCache.getOrLoad(args.address.toLowerCase(), () =>
          this.http.get({
            path: `/v1/profile/reverse/${args.address}`,
            params: { sender: args.sender, apiVersion: args.apiVersion ?? '2' },
            schema: NameRecordListSchema,
            signal: args.signal,
          }),
        ),
      args,
    )
  }

  async getNameSuggestions(args: { name: string; zone?: string } & Signal): Promise<NameSuggestion[]> {
    const response = await this.unlessUnsupported(
      { suggestions: [] },
      () =>
        this.http.get({
          path: `/v1/profile/suggestions/${encodeURIComponent(args.name)}`,
          params: { zone: args.zone },
          schema: NameSuggestionsSchema,
          signal: args.signal,
        }),
      args,
    )
    return response.suggestions
  }

  /**
   * Skipped like every call on an unsupported network, but a write has no empty result that would not read as a
   * success (the caller would show "Name registered"), so the skip rejects with UNSUPPORTED_NETWORK, which the
   * register view shows as 'Error registering name' (§8) — no request goes out.
   */
  async registerName(payload: RegisterNamePayload & Signal): Promise<NameRecord> {
    const skipped = Symbol('skipped')
    const record = await this.unlessUnsupported<NameRecord | typeof skipped>(
      skipped,
      () => this.postName(payload),
      payload,
    )
    if (record === skipped) {
      throw new BlockchainApiError('UNSUPPORTED_NETWORK', 'Error registering name: the active network is not supported')
    }
    return record
  }

  private async postName(payload: RegisterNamePayload & Signal): Promise<NameRecord> {
    const record = await this.http.post({
      path: '/v1/profile/account',
      body: {
        coin_type: payload.coinType,
        address: payload.address,
        message: payload.message,
        signature: payload.signature,
      },
      schema: NameRecordSchema,
      signal: payload.signal,
    })
    // A new name must show at once, not after the 5-minute cache runs out.
    this.nameCache.delete(record.name.toLowerCase())
    this.reverseCache.delete(payload.address.toLowerCase())
    this.identityCache.delete(payload.address.toLowerCase())
    return record
  }

  fetchSwapQuote(
    args: { amount: string; userAddress: string; from: string; to: string; gasPrice: string } & Signal,
  ): Promise<SwapQuote> {
    const { signal, ...params } = args
    return this.unlessUnsupported(
      { quotes: [] },
      () => this.http.get({ path: '/v1/convert/quotes', params, schema: SwapQuoteSchema, signal }),
      args,
    )
  }

  async fetchSwapTokens(args: { chainId: string } & Signal): Promise<SwapToken[]> {
    const response = await this.unlessUnsupported(
      { tokens: [] },
      () =>
        this.http.get({
          path: '/v1/convert/tokens',
          params: { chainId: args.chainId },
          schema: SwapTokensSchema,
          signal: args.signal,
        }),
      args,
    )
    return response.tokens
  }

  fetchSwapAllowance(args: { tokenAddress: string; userAddress: string } & Signal): Promise<{ allowance: string }> {
    const { signal, ...params } = args
    return this.unlessUnsupported(
      { allowance: '0' },
      () => this.http.get({ path: '/v1/convert/allowance', params, schema: AllowanceSchema, signal }),
      args,
    )
  }

  fetchGasPrice(args: { chainId: string } & Signal): Promise<GasPrice> {
    return this.unlessUnsupported(
      { standard: '0', fast: '0', instant: '0' },
      () =>
        this.http.get({
          path: '/v1/convert/gas-price',
          params: { chainId: args.chainId },
          schema: GasPriceSchema,
          signal: args.signal,
        }),
      args,
    )
  }

  generateSwapCalldata(
    args: {
      amount: string
      from: string
      to: string
      userAddress: string
      slippage?: string
      disableEstimate?: boolean
    } & Signal,
  ): Promise<SwapCalldata | null> {
    const { signal, ...rest } = args
    return this.unlessUnsupported(
      null,
      () =>
        this.http.post({
          path: '/v1/convert/build-transaction',
          body: { ...rest, slippage: rest.slippage ?? '1', projectId: this.options.projectId },
          schema: SwapCalldataSchema,
          signal,
        }),
      args,
    )
  }

  generateApproveCalldata(args: { userAddress: string; from: string; to: string } & Signal) {
    const { signal, ...params } = args
    return this.unlessUnsupported(
      null,
      () => this.http.get({ path: '/v1/convert/build-approve', params, schema: SwapCalldataSchema, signal }),
      args,
    )
  }

  async generateOnRampUrl(
    args: {
      destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[]
      defaultNetwork?: string
      partnerUserId: string
      defaultExperience?: string
      presetCryptoAmount?: number
      presetFiatAmount?: number
    } & Signal,
  ): Promise<string> {
    const { signal, ...body } = args
    const response = await this.unlessUnsupported(
      { url: '' },
      () => this.http.post({ path: '/v1/generators/onrampurl', body, schema: OnRampUrlSchema, signal }),
      args,
    )
    return response.url
  }

  /**
   * §8: when the options cannot be fetched, the fixed default list with §9's limits is answered. On an unsupported
   * network nothing is fetched and the lists are empty (§7): nothing can be bought for that network.
   */
  getOnRampOptions(args: Signal = {}): Promise<OnRampOptions> {
    return this.unlessUnsupported(
      { purchaseCurrencies: [], paymentCurrencies: [] },
      async () => {
        try {
          return await this.http.get({ path: '/v1/onramp/options', schema: OnRampOptionsSchema, signal: args.signal })
        } catch (error) {
          if (error instanceof BlockchainApiError && error.code === 'ABORTED') throw error
          return DEFAULT_ONRAMP_OPTIONS
        }
      },
      args,
    )
  }

  /**
   * §8: a failed quote answers a local estimate (quoteId 'mocked-quote-id'). On an unsupported network nothing is
   * asked and there is no quote (null), not an estimate for a purchase that cannot happen.
   */
  getOnRampQuote(
    args: { purchaseCurrency: string; paymentCurrency: string; amount: number; network?: string } & Signal,
  ): Promise<OnRampQuote | null> {
    const { signal, ...body } = args
    return this.unlessUnsupported<OnRampQuote | null>(
      null,
      async () => {
        try {
          return await this.http.post({ path: '/v1/onramp/quote', body, schema: OnRampQuoteSchema, signal })
        } catch (error) {
          if (error instanceof BlockchainApiError && error.code === 'ABORTED') throw error
          return mockOnRampQuote(args)
        }
      },
      args,
    )
  }

  /** A session, or null when the active network is unsupported (§7: skipped, empty). */
  getSmartSession(args: { id: string } & Signal): Promise<SmartSession | null> {
    return this.unlessUnsupported<SmartSession | null>(
      null,
      () =>
        this.http.get({
          path: `/v1/sessions/${encodeURIComponent(args.id)}`,
          schema: SmartSessionSchema,
          signal: args.signal,
        }),
      args,
    )
  }

  /**
   * Deliberately NOT skipped on an unsupported network: a revoke is the user taking a permission back. Skipping it
   * would leave a live session the user believes gone, whatever network the modal happens to show; the service
   * checks the owner's signature, not the active network, so the call is always sent.
   */
  revokeSmartSession(args: { id: string; pci: string; signature: string } & Signal): Promise<{ ok: boolean }> {
    return this.http.post({
      path: `/v1/sessions/${encodeURIComponent(args.id)}/revoke`,
      body: { pci: args.pci, signature: args.signature },
      schema: OkSchema,
      signal: args.signal,
    })
  }
}
