import { getIdentity, type Identity } from '@portico/blockchain-api'
import type { ChainNamespace } from '@portico/common'
import { apiClientOf } from '../../api/apiClient'
import { hasService } from '../../api/serviceOptions'
import { useModal } from '../../context/ModalContext'
import { type Remote, useRemote } from './useRemote'

/**
 * Name and avatar of an address from the identity call (cached 5 min, §9); the name service is eip155 only (§9).
 * Without a configured service it is not supported: no name, no request, as on a network the service does not serve.
 */
export function useIdentity(
  namespace: ChainNamespace,
  address: string,
): Remote<Identity> & { reload: () => void; supported: boolean } {
  const { core } = useModal()
  const supported = namespace === 'eip155' && hasService(core)
  // No address (the account just went away): nothing to ask for.
  const remote = useRemote<Identity>(supported && address ? address : undefined, (signal) =>
    getIdentity(apiClientOf(core), { address, sender: address, signal }),
  )
  return { ...remote, supported }
}
