import type { Identity } from '@portico/blockchain-api'
import type { ChainNamespace } from '@portico/common'
import { useModal } from '../../context/ModalContext'
import { accountApiOf } from './accountApi'
import { type Remote, useRemote } from './useRemote'

/** Name and avatar of an address from the identity call (cached 5 min, §9); the name service is eip155 only (§9). */
export function useIdentity(
  namespace: ChainNamespace,
  address: string,
): Remote<Identity> & { reload: () => void; supported: boolean } {
  const { core } = useModal()
  const supported = namespace === 'eip155'
  // No address (the account just went away): nothing to ask for.
  const remote = useRemote<Identity>(supported && address ? address : undefined, (signal) =>
    accountApiOf(core).fetchIdentity({ address, sender: address, signal }),
  )
  return { ...remote, supported }
}
