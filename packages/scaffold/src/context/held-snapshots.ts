import type { AppKitCore } from '@portico/core'

type Snapshot = ReturnType<AppKitCore['getSnapshot']>

/** Where useCoreSnapshot reads core's state: core itself, or heldSnapshots in front of it. */
export interface CoreSnapshots {
  subscribe(listener: () => void): () => void
  getSnapshot(): Snapshot
}

/**
 * Issue 22: between an open and the task that reveals its dialog (mountModal's `held`), the modal's root renders as
 * closed, so nothing it shows has changed. While `holding()` is true its components keep the snapshot they last read
 * and are not told of changes, so the opening click's task does not render that root (1.6 ms of it at 4× CPU
 * throttling, in the peer benchmark's fixture). When holding ends the reveal renders the root again, and every
 * component reads the current snapshot; a listener held back is told at core's next change like every other one.
 */
export function heldSnapshots(core: AppKitCore, holding: () => boolean): CoreSnapshots {
  let last = core.getSnapshot()
  return {
    subscribe: (listener) =>
      core.subscribe(() => {
        if (!holding()) listener()
      }),
    getSnapshot() {
      if (!holding()) last = core.getSnapshot()
      return last
    },
  }
}
