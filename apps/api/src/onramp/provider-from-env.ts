import type { ChainConfig } from '../server/options'
import type { OnRampProvider } from './provider'
import { SandboxOnRampProvider } from './sandbox'

/** How a deployment picks its on-ramp: the sandbox by default; a hosted provider is another `kind` here. */
export interface OnRampConfig {
  /** `sandbox` (default). A hosted provider is added as its own kind with its credentials. */
  kind?: 'sandbox'
  /** The sandbox's checkout page (PORTICO_ONRAMP_SANDBOX_URL). */
  sandboxCheckoutUrl?: string | undefined
  /**
   * Where purchases are delivered from (the sandbox's treasury, a provider's hot wallets): an incoming transfer from
   * one of them is shown in history as a buy (operationType 'buy') instead of a plain receive.
   */
  deliveryAddresses?: readonly string[]
  /** A ready-made provider (tests, or an embedding app with its own implementation) wins over `kind`. */
  provider?: OnRampProvider
}

/** Reads PORTICO_ONRAMP_PROVIDER and PORTICO_ONRAMP_SANDBOX_URL; an unknown provider name fails at start-up. */
export function onRampConfigFromEnv(env: Record<string, string | undefined>): OnRampConfig {
  const kind = env.PORTICO_ONRAMP_PROVIDER ?? 'sandbox'
  if (kind !== 'sandbox') throw new Error(`PORTICO_ONRAMP_PROVIDER=${kind}: no such on-ramp provider (known: sandbox)`)
  const deliveryAddresses = (env.PORTICO_ONRAMP_DELIVERY_ADDRESSES ?? '').split(',').filter((a) => a.trim() !== '')
  return { kind, sandboxCheckoutUrl: env.PORTICO_ONRAMP_SANDBOX_URL, deliveryAddresses }
}

export function createOnRampProvider(config: OnRampConfig | undefined, chains: readonly ChainConfig[]): OnRampProvider {
  if (config?.provider) return config.provider
  return new SandboxOnRampProvider({ chains, checkoutUrl: config?.sandboxCheckoutUrl })
}
