import { localEvm, solana } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { createAppKitCore, memoryStorage, type View } from '../src/index'
import { fakeAdapter, SOL_A } from './fake-adapter'

function make() {
  const warnings: string[] = []
  const core = createAppKitCore({
    projectId: 'p',
    networks: [localEvm, solana],
    adapters: [
      fakeAdapter('solana', { connectorId: 'ph', accounts: [{ address: SOL_A }], caipNetworkId: solana.caipNetworkId }),
    ],
    storage: memoryStorage(),
    warn: (message) => warnings.push(message),
  })
  return { core, warnings }
}

describe('open({ view }) with a view this version cannot show', () => {
  it('an unknown name from untyped JavaScript warns and opens Connect', () => {
    const { core, warnings } = make()
    core.open({ view: 'Nowhere' as View, data: { x: 1 } as never })
    expect([core.state.modal.open, core.state.router.view, core.state.router.data]).toEqual([
      true,
      'Connect',
      undefined,
    ])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^\[portico\] unknown view "Nowhere": opening Connect/)
  })

  it('a named view that is not in this version warns and opens what the rules open without a view', async () => {
    const { core, warnings } = make()
    core.open({ view: 'WhatIsANetwork' })
    expect(core.state.router.view).toBe('Connect')
    expect(warnings).toEqual(['[portico] view "WhatIsANetwork" is not available in this version'])
    core.close()
    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    core.open({ view: 'Transactions' })
    expect(core.state.router.view).toBe('Account')
    expect(warnings[1]).toBe('[portico] view "Transactions" is not available in this version')
  })

  it('Networks opens the network switcher, with its data', () => {
    const { core, warnings } = make()
    core.open({ view: 'Networks', data: { caipNetworkId: solana.caipNetworkId } })
    expect(core.state.router.view).toBe('SwitchNetwork')
    expect(core.state.router.data).toEqual({ caipNetworkId: solana.caipNetworkId })
    expect(core.state.router.history).toEqual([
      { view: 'SwitchNetwork', data: { caipNetworkId: solana.caipNetworkId } },
    ])
    expect(warnings).toEqual([])
  })

  it('a known view opens with its data and no warning', () => {
    const { core, warnings } = make()
    core.open({ view: 'WhatIsAWallet' })
    expect(core.state.router.view).toBe('WhatIsAWallet')
    core.open({ view: 'SwitchActiveChain', data: { namespace: 'bip122' } })
    expect(core.state.router.data).toEqual({ namespace: 'bip122' })
    expect(warnings).toEqual([])
  })

  it('SmartSessionList opens only with enableSmartSessions (§9 default off) and an embedded wallet', () => {
    const { core, warnings } = make()
    core.open({ view: 'SmartSessionList' })
    expect(core.state.router.view).toBe('Connect')
    expect(warnings).toEqual(['[portico] view "SmartSessionList" is not available in this version'])
  })
})
