import type { ChainNamespace } from '@portico/common'
import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import { type AppKitCore, type AppKitOptions, createAppKitCore, memoryStorage } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet, type MemoryAdapter } from '@portico/testing/memory-adapter'
import { act, type BoundFunctions, type queries, render, within } from '@testing-library/react'
import { PorticoModal, type PorticoModalProps } from '../src/shell/PorticoModal'

export const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

export interface Harness {
  core: AppKitCore
  evm: MemoryAdapter
  sol: MemoryAdapter
  /** Queries inside the modal's shadow root. */
  modal: () => BoundFunctions<typeof queries>
  host: () => HTMLElement
  rerender: (props?: Partial<PorticoModalProps>) => void
  unmount: () => void
}

/** The in-memory EVM wallet the harness connects ('memory-evm'). */
export function memoryEvm(): MemoryAdapter {
  return createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: [EVM_ADDRESS],
      connectorId: 'memory-evm',
      connectorName: 'Memory EVM',
    }),
  )
}

/** A real core over two in-memory wallets (eip155 and solana), rendered through the real modal shell. */
export async function setup(
  options: Partial<AppKitOptions> = {},
  props: Partial<PorticoModalProps> = {},
  init = true,
): Promise<Harness> {
  const evm = memoryEvm()
  const sol = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'solana',
      caipNetworkId: solanaLocalnet.caipNetworkId,
      accounts: [SOL_ADDRESS],
      connectorId: 'memory-sol',
      connectorName: 'Memory Solana',
      symbol: 'SOL',
    }),
  )
  const core = createAppKitCore({
    projectId: 'test',
    networks: [localEvm, localEvm2, solanaLocalnet],
    adapters: [evm, sol],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
    ...options,
  })
  if (init) await core.initialize()
  const view = render(<PorticoModal core={core} {...props} />)
  const host = () => {
    const element = document.body.querySelector<HTMLElement>('portico-modal')
    if (!element) throw new Error('no modal host')
    return element
  }
  return {
    core,
    evm,
    sol,
    host,
    modal: () => within(modalRoot(host())),
    rerender: (next = {}) => view.rerender(<PorticoModal core={core} {...props} {...next} />),
    unmount: () => {
      view.unmount()
      core.destroy()
    },
  }
}

/**
 * The element everything in the modal's shadow root renders under. Queries run on it rather than on the shadow root
 * itself, because a failed query prints its container and testing-library cannot print a ShadowRoot.
 */
export function modalRoot(host: Element): HTMLElement {
  const root = host.shadowRoot?.querySelector<HTMLElement>('.portico-root')
  if (!root) throw new Error('modal not mounted')
  return root
}

export async function openModal(h: Harness, request?: Parameters<AppKitCore['open']>[0]) {
  await act(async () => h.core.open(request))
}

export async function connect(h: Harness, namespace: ChainNamespace = 'eip155') {
  await act(async () => {
    await h.core.connect({ namespace, connectorId: namespace === 'eip155' ? 'memory-evm' : 'memory-sol' })
  })
}

/** Holds the next wallet answer until released, to see the waiting state. */
export function holdNextConnect(adapter: MemoryAdapter) {
  const original = adapter.connect.bind(adapter)
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  adapter.connect = async (params) => {
    await gate
    adapter.connect = original
    return original(params)
  }
  return () => act(async () => release())
}
