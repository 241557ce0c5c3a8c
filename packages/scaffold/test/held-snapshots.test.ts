import { localEvm } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { heldSnapshots } from '../src/context/held-snapshots'

const makeCore = () =>
  createAppKitCore({ projectId: 'test', networks: [localEvm], adapters: [], storage: memoryStorage(), warn: () => {} })
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

// Issue 22: between an open and its reveal the modal's root is not rendered; what it reads stays as it was.
describe('heldSnapshots', () => {
  it('passes core through while not holding', async () => {
    const core = makeCore()
    const snapshots = heldSnapshots(core, () => false)
    let told = 0
    const stop = snapshots.subscribe(() => told++)
    core.open({ view: 'Connect' })
    await settled()
    expect(told).toBeGreaterThan(0)
    expect(snapshots.getSnapshot()).toBe(core.getSnapshot())
    expect(snapshots.getSnapshot().modal.open).toBe(true)
    stop()
    core.destroy()
  })

  it('while holding, keeps the last snapshot read and tells no listener; after it, reads core again', async () => {
    const core = makeCore()
    let holding = false
    const snapshots = heldSnapshots(core, () => holding)
    const before = snapshots.getSnapshot()
    let told = 0
    const stop = snapshots.subscribe(() => told++)
    holding = true
    core.open({ view: 'Connect' })
    await settled()
    expect(told).toBe(0)
    expect(snapshots.getSnapshot()).toBe(before)
    expect(snapshots.getSnapshot().modal.open).toBe(false)
    holding = false
    expect(snapshots.getSnapshot().modal.open).toBe(true)
    core.close()
    await settled()
    expect(told).toBeGreaterThan(0)
    stop()
    core.destroy()
  })
})
