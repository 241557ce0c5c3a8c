import type { CaipNetwork } from '@portico/common'
import { ListItem, useMessages, WalletImage } from '@portico/ui'

export interface NetworkRowsProps {
  networks: readonly CaipNetwork[]
  /** Accessible name of the list. */
  label: string
  currentId?: string
  /** The network a wallet request is waiting on: its row shows it is loading and every row is disabled. */
  waitingId?: string
  onChoose: (network: CaipNetwork) => void
}

/** A list of networks to choose from, the current one marked; shared by SwitchActiveChain and UnsupportedChain. */
export function NetworkRows({ networks, label, currentId, waitingId, onChoose }: NetworkRowsProps) {
  const { t } = useMessages()
  return (
    <ul className="portico-list" aria-label={label}>
      {networks.map((network) => {
        const current = network.caipNetworkId === currentId
        const waiting = network.caipNetworkId === waitingId
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              label={network.name}
              description={waiting ? t('networks.approveTitle') : current ? t('networks.current') : undefined}
              icon={<WalletImage src={network.assets?.imageUrl} name={network.name} size={32} />}
              aria-current={current || undefined}
              loading={waiting}
              disabled={waitingId !== undefined}
              data-network={network.caipNetworkId}
              onClick={() => onChoose(network)}
            />
          </li>
        )
      })}
    </ul>
  )
}
