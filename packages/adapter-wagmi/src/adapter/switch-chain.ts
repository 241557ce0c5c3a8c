import { type CaipNetwork, findRpcCode, PorticoError, toPorticoError } from '@portico/common'
import { asFallback } from '@portico/common/errors'
import { type Config, type Connector, switchChain as wagmiSwitchChain } from '@wagmi/core'
import { numberToHex } from 'viem'
import { addChainParameter } from '../networks/chains'

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** How long wagmi's state may lag behind a wallet that confirmed a switch (its chainChanged event). */
export const SWITCH_SETTLE_MS = 1000

const UNRECOGNIZED_CHAIN = 4902

function waitForChain(config: Config, connector: Connector, chainId: number, ms: number): Promise<boolean> {
  const onChain = () => config.state.connections.get(connector.uid)?.chainId === chainId
  if (onChain()) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), ms)
    const stop = config.subscribe(
      (s) => s.connections.get(connector.uid)?.chainId,
      () => onChain() && done(true),
    )
    function done(result: boolean) {
      clearTimeout(timer)
      stop()
      resolve(result)
    }
  })
}

/**
 * §7 for EIP-1193 wallets (injected and EIP-6963): wallet_switchEthereumChain; on 4902 wallet_addEthereumChain with
 * chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls, then the switch again. Each answer must be null
 * (EIP-3085/3326), so a garbage answer is an error rather than a wait for a switch that never comes. wagmi's state
 * follows from the wallet's chainChanged event; a wallet that switched silently is confirmed with eth_chainId and
 * told to wagmi through the connector's own change event, as wagmi's switchChain does. Other connectors
 * (WalletConnect, Safe) keep wagmi's own switchChain.
 */
export async function switchChain(
  config: Config,
  connector: Connector | undefined,
  network: CaipNetwork,
  chainId: number,
): Promise<void> {
  if (connector?.type !== 'injected') {
    try {
      await wagmiSwitchChain(config, {
        chainId,
        addEthereumChainParameter: addChainParameter(network),
        ...(connector ? { connector } : {}),
      })
      return
    } catch (error) {
      throw toPorticoError(error, 'CHAIN_NOT_SUPPORTED')
    }
  }
  const provider = (await connector.getProvider()) as Eip1193 | undefined
  if (!provider) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
  const hex = numberToHex(chainId)
  const ask = async (method: string, params: unknown) => {
    const answer = await provider.request({ method, params })
    if (answer !== null && answer !== undefined) throw new PorticoError('CHAIN_NOT_SUPPORTED', { cause: answer })
  }
  const switchTo = () => ask('wallet_switchEthereumChain', [{ chainId: hex }])
  try {
    try {
      await switchTo()
    } catch (error) {
      if (findRpcCode(error) !== UNRECOGNIZED_CHAIN) throw error
      await ask('wallet_addEthereumChain', [{ chainId: hex, ...addChainParameter(network) }])
      await switchTo()
    }
  } catch (error) {
    throw toPorticoError(error, 'CHAIN_NOT_SUPPORTED')
  }
  if (await waitForChain(config, connector, chainId, 0)) return
  let current: unknown
  try {
    current = await provider.request({ method: 'eth_chainId' })
  } catch (error) {
    throw toPorticoError(error, asFallback('CHAIN_ID_NOT_FOUND'))
  }
  if (typeof current === 'string' && Number(current) === chainId) connector.emitter.emit('change', { chainId })
  if (!(await waitForChain(config, connector, chainId, SWITCH_SETTLE_MS))) {
    throw new PorticoError('CHAIN_NOT_SUPPORTED', { cause: current })
  }
}
