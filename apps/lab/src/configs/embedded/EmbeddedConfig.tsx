import { AppKitEmbedded, createAppKit, useAppKitAccount } from '@portico/react'
import { devStack } from '../../stack'
import { adapters, networks } from '../memory/wallets'
import { appearance, page } from '../page'

// Embedded mode (§2): the modal rendered inline where <AppKitEmbedded /> is placed; nothing appended to body.

createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters,
  metadata: { name: 'Portico lab — embedded', description: 'Embedded modal', url: page?.origin ?? '', icons: [] },
  enableEmbedded: true,
  ...appearance(),
  enableReconnect: false,
})

export default function EmbeddedConfig() {
  const { status } = useAppKitAccount()
  return (
    <section data-testid="lab-embedded">
      <h2>The modal, inline in the page</h2>
      <p>
        Status: <output data-testid="hook-status">{status}</output>
      </p>
      <div data-testid="embedded-slot" style={{ maxWidth: 400, border: '1px dashed currentColor', padding: 8 }}>
        <AppKitEmbedded />
      </div>
    </section>
  )
}
