import { DEFAULT_ONRAMP_OPTIONS, getOnRampOptions, type OnRampOptions } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { apiClientOf } from '../../api/apiClient'
import { useRemote } from '../account/useRemote'
import { buyStoreOf } from './buyState'

export type PurchaseCurrency = OnRampOptions['purchaseCurrencies'][number]

/** The card limits of a payment currency (§9: card is the default method). */
export function cardLimits(options: OnRampOptions, paymentCurrency: string): { min: number; max: number } | undefined {
  const limits = options.paymentCurrencies
    .find((c) => c.id === paymentCurrency)
    ?.payment_method_limits.find((l) => l.id === 'card')
  return limits ? { min: Number(limits.min), max: Number(limits.max) } : undefined
}

/** §8: the client answers the fixed default list when the options call fails; it is shown as an estimate. */
export const isDefaultOptions = (options: OnRampOptions) => options === DEFAULT_ONRAMP_OPTIONS

/** The currencies buyable on the active chain; with none there (the default list), every currency listed. */
export function currenciesOn(options: OnRampOptions, chainId: string | undefined): PurchaseCurrency[] {
  const here = options.purchaseCurrencies.filter((c) => c.networks.some((n) => n.chain_id === chainId))
  return here.length > 0 || !isDefaultOptions(options) ? here : options.purchaseCurrencies
}

export function networkOn(currency: PurchaseCurrency | undefined, chainId: string | undefined) {
  return currency?.networks.find((n) => n.chain_id === chainId) ?? currency?.networks[0]
}

/** The on-ramp options, fetched once per modal and kept in the buy store for the other on-ramp views. */
export function useBuyOptions(core: AppKitCore) {
  const store = buyStoreOf(core)
  const cached = store.get().options
  const remote = useRemote<OnRampOptions>(cached ? undefined : 'onramp-options', async (signal) => {
    const options = await getOnRampOptions(apiClientOf(core), { signal })
    store.set({ options })
    return options
  })
  return cached ?? (remote.status === 'ready' ? remote.data : undefined)
}
