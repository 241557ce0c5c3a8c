import { useCallback, useEffect, useState } from 'react'

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }

/**
 * One remote read for a view: loading, then ready or error; `reload` asks again. A new `key` starts over and an
 * answer for an old key (or after unmount) is dropped, so a slow reply never overwrites a newer one.
 */
export function useRemote<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): Remote<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | undefined; remote: Remote<T> }>({
    key,
    remote: { status: 'loading' },
  })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` closes over what `key` names; `attempt` retries.
  useEffect(() => {
    if (key === undefined) return
    const controller = new AbortController()
    setState({ key, remote: { status: 'loading' } })
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, remote: { status: 'ready', data } })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, remote: { status: 'error', error } })
      },
    )
    return () => controller.abort()
  }, [key, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const remote: Remote<T> = state.key === key ? state.remote : { status: 'loading' }
  return { ...remote, reload }
}
