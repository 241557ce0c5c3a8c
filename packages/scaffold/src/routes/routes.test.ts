import { isAvailableView, VIEWS } from '@portico/core'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { FIRST_VIEWS, prefetchRoutes, prefetchRoutesInSteps, ROUTES, type Route } from './routes'

/** A route whose code "arrives" when the test says so; records when it was asked for. */
function pendingRoute(name: string, asked: string[]) {
  let arrive!: () => void
  const arrived = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => null })
  })
  const route: Route = {
    title: 'view.Connect.title',
    load: () => {
      asked.push(name)
      return arrived
    },
  }
  return { route, arrive: () => arrive() }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('prefetchRoutes', () => {
  it('fetches what open() shows first, and the other views only once those have arrived', async () => {
    const asked: string[] = []
    const connect = pendingRoute('Connect', asked)
    const account = pendingRoute('Account', asked)
    const network = pendingRoute('SwitchNetwork', asked)
    const help = pendingRoute('WhatIsAWallet', asked)
    const done = prefetchRoutes({
      first: ['Connect', 'Account'],
      routes: {
        SwitchNetwork: network.route,
        Connect: connect.route,
        WhatIsAWallet: help.route,
        Account: account.route,
      },
    })
    await tick()
    expect(asked).toEqual(['Connect', 'Account'])
    connect.arrive()
    await tick()
    expect(asked).toEqual(['Connect', 'Account'])
    account.arrive()
    await tick()
    expect(asked).toEqual(['Connect', 'Account', 'SwitchNetwork', 'WhatIsAWallet'])
    network.arrive()
    help.arrive()
    await done
  })

  it('asks for a module shared by several views once', async () => {
    const asked: string[] = []
    const shared = pendingRoute('Shared', asked)
    shared.arrive()
    await prefetchRoutes({
      first: [],
      routes: { SwitchNetwork: shared.route, WhatIsAWallet: shared.route, ProfileWallets: shared.route },
    })
    expect(asked).toEqual(['Shared'])
  })

  it('a failed chunk does not stop the others', async () => {
    const asked: string[] = []
    const ok = pendingRoute('Account', asked)
    ok.arrive()
    const failing: Route = {
      title: 'view.Connect.title',
      load: () => {
        asked.push('Connect')
        return Promise.reject(new Error('chunk failed'))
      },
    }
    await prefetchRoutes({ first: ['Connect'], routes: { Connect: failing, Account: ok.route } })
    expect(asked).toEqual(['Connect', 'Account'])
  })

  it('the real table: a route for every view this version shows (the first ones included), none for the others', () => {
    const shown = VIEWS.filter(isAvailableView)
    expect(Object.keys(ROUTES).sort()).toEqual([...shown].sort())
    for (const view of FIRST_VIEWS) expect(ROUTES[view]).toBeDefined()
    expect(Object.keys(ROUTES)).not.toContain('WhatIsANetwork')
  })
})

describe('prefetchRoutesInSteps', () => {
  it('fetches the first views together, then one other view per task, and settles when all have arrived', async () => {
    const asked: string[] = []
    const connect = pendingRoute('Connect', asked)
    const account = pendingRoute('Account', asked)
    const network = pendingRoute('SwitchNetwork', asked)
    const help = pendingRoute('WhatIsAWallet', asked)
    let settled = false
    const done = prefetchRoutesInSteps({
      SwitchNetwork: network.route,
      Connect: connect.route,
      WhatIsAWallet: help.route,
      Account: account.route,
    }).then(() => {
      settled = true
    })
    await tick()
    expect(asked).toEqual(['Connect', 'Account'])
    connect.arrive()
    account.arrive()
    // Between two tasks of the test, the others have been asked for one at a time: never both in one task.
    const counts: number[] = []
    for (let i = 0; i < 20 && asked.length < 4; i++) {
      await tick()
      counts.push(asked.length)
    }
    expect(counts).toContain(3)
    expect(asked).toEqual(['Connect', 'Account', 'SwitchNetwork', 'WhatIsAWallet'])
    network.arrive()
    await tick()
    expect(settled).toBe(false)
    help.arrive()
    await done
    expect(settled).toBe(true)
  })
})
