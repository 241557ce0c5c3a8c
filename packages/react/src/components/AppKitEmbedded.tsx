import { type ComponentType, useEffect, useState } from 'react'
import type { AppKitInternal } from '../appkit/types'
import { useAppKitInstance } from '../context/AppKitProvider'
import { useCoreSelector, useKitSelector } from '../hooks/useSnapshot'
import { shallowEqual } from '../hooks/useStoreSelector'

type PorticoModal = Awaited<ReturnType<AppKitInternal['loadModal']>>['PorticoModal']

export interface AppKitEmbeddedProps {
  /** Class of the placeholder shown while the modal's code loads (the modal itself is in a shadow root). */
  className?: string
}

/**
 * The modal rendered in place, where this component is put: no overlay, no focus trap, and no host element appended
 * to document.body (§2). Use it with `createAppKit({ enableEmbedded: true })`, which also stops the overlay modal
 * from being mounted. It shows Account while connected and Connect otherwise (§2 embedded rule); the modal's code is
 * loaded with a dynamic import() when the component first renders in a browser.
 */
export function AppKitEmbedded({ className }: AppKitEmbeddedProps) {
  const kit = useAppKitInstance()
  const { initialized, locale, themeVariables } = useKitSelector((state) => state, shallowEqual)
  const [Modal, setModal] = useState<{ C: ComponentType<Parameters<PorticoModal>[0]> } | null>(null)

  useEffect(() => {
    if (!kit) return
    let live = true
    kit._internal.loadModal().then(
      (module) => live && setModal({ C: module.PorticoModal }),
      () => {},
    )
    return () => {
      live = false
    }
  }, [kit])

  // §2: in embedded mode the resting view follows the connection (Account if connected, else Connect).
  const { address, view } = useCoreSelector((snap) => {
    const active = snap?.chain.activeChain
    return {
      address: active ? snap?.chain.chains[active]?.accountState.address : undefined,
      view: snap?.router.view,
    }
  }, shallowEqual)
  useEffect(() => {
    if (!kit) return
    if (address && view === 'Connect') kit.core.router.reset('Account')
    else if (!address && view === 'Account') kit.core.router.reset('Connect')
  }, [kit, address, view])

  if (!kit || !Modal) return <div className={className} data-portico-embedded-loading="" aria-busy="true" />
  return <Modal.C core={kit.core} locale={locale} themeVariables={themeVariables} ready={initialized} embedded />
}
