import { isPorticoError } from '@portico/common'
import { useState } from 'react'

export type Outcome =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'ok'; text: string }
  | { state: 'error'; text: string }

export function describeError(error: unknown): string {
  if (isPorticoError(error)) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

/** Runs an action and keeps its outcome for the page (and the e2e tests) to read. */
export function useAction(): [Outcome, (run: () => Promise<string>) => void] {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  const start = (run: () => Promise<string>) => {
    setOutcome({ state: 'busy' })
    run().then(
      (text) => setOutcome({ state: 'ok', text }),
      (error: unknown) => setOutcome({ state: 'error', text: describeError(error) }),
    )
  }
  return [outcome, start]
}

export function Result({ id, outcome }: { id: string; outcome: Outcome }) {
  const text = outcome.state === 'ok' || outcome.state === 'error' ? outcome.text : outcome.state === 'busy' ? '…' : ''
  return (
    <output data-testid={id} data-state={outcome.state} style={{ display: 'block', overflowWrap: 'anywhere' }}>
      {text}
    </output>
  )
}
