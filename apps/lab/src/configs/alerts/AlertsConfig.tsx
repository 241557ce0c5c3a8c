import { AppKitButton, createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { adapters, networks } from '../memory/wallets'
import { appearance, page, params } from '../page'

// The §8 configuration alerts: the modal on the in-memory wallets with the project id taken from ?project=, so a
// page can use an unknown project, one whose allowed origins exclude the lab, or one whose origins answer 429.
const projectId = params.get('project') ?? 'portico-dev'

createAppKit({
  projectId,
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters,
  metadata: { name: 'Portico lab — alerts', description: 'Configuration alerts', url: page?.origin ?? '', icons: [] },
  enableReconnect: false,
  ...appearance(),
})

export default function AlertsConfig() {
  return (
    <section data-testid="lab-alerts">
      <h2>Configuration alerts</h2>
      <p>
        Project: <output data-testid="alerts-project">{projectId}</output>
      </p>
      <AppKitButton />
    </section>
  )
}
