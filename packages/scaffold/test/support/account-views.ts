import { localEvm, localEvm2 } from '@portico/common/networks'
import { loadRoute } from '../../src/routes/loadRoute'
import { routeOf } from '../../src/routes/routes'
import { connect, EVM_ADDRESS, type Harness, openModal } from '../setup'
import { type AccountFixture, accountFixture } from './account-fixture'

// The memory wallet's address is dev account 1: the dev contracts minted it 10,000 PUSD and 2 badges, and the stack
// makes it send TRANSFERS native transfers, so its history (with the two mints) is longer than one page of 20.
export const TRANSFERS = 21
// The address whose history the stand-in service answers with mixed entries.
export const MIXED = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const tx = (id: string, chain: string, transfer: Record<string, unknown>) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: '2026-03-07T10:00:00.000Z',
    sentFrom: '0x00000000000000000000000000000000000000aa',
    sentTo: EVM_ADDRESS,
    status: 'confirmed',
    nonce: 1,
    chain,
  },
  transfers: [{ direction: 'in', quantity: { numeric: '1' }, ...transfer }],
})
const MIXED_HISTORY = {
  data: [
    tx('01', localEvm.caipNetworkId, { fungible_info: { name: 'Portico Dev USD', symbol: 'PUSD' } }),
    tx('02', localEvm.caipNetworkId, { nft_info: { name: '#9', flags: { is_spam: true } } }),
    tx('03', localEvm2.caipNetworkId, { fungible_info: { name: 'Ether', symbol: 'ETH' } }),
    tx('04', localEvm.caipNetworkId, { nft_info: { name: '#4', flags: { is_spam: false } } }),
  ],
  next: null,
}

/** The Account view tests' stack; its stand-in service's history route answers entries the real service never has
 * (a spam NFT, another chain) to check the §5 display rules. */
export const accountViewsFixture = (): AccountFixture =>
  accountFixture({ transfers: TRANSFERS, answers: { [`/v1/account/${MIXED}/history`]: MIXED_HISTORY } })

// The local chain flagged as a real network: §9 hides balances on testnets, which localEvm is.
export const mainnetLike = { ...localEvm, testnet: false }

export async function openAccount(h: Harness) {
  await loadRoute(routeOf('Account'))
  await connect(h)
  await openModal(h)
  return h.modal().findByTestId('portico-account')
}

export const tab = (h: Harness, name: string) => h.modal().getByRole('tab', { name })
