import { isPorticoError } from '@portico/common'
import { useMessages } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'

/** When a refused or failed token-balance read may be tried again (§8: Token Balance Unavailable sets it). */
export function retryAtOf(error: unknown): number | undefined {
  if (!isPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE')) return undefined
  const retryAt = error.params.retryAt
  return typeof retryAt === 'number' && Number.isFinite(retryAt) ? retryAt : undefined
}

const secondsUntil = (retryAt: number, now: number) => Math.max(0, Math.ceil((retryAt - now) / 1000))

/**
 * §4/§9: the balance's last-retry time, shown to the user — "Retrying in N s", counting down each second — and the
 * retry itself once it is due (the client refuses earlier requests anyway).
 */
export function RetryCountdown({ retryAt, onDue }: { retryAt: number; onDue: () => void }) {
  const { t } = useMessages()
  const [seconds, setSeconds] = useState(() => secondsUntil(retryAt, Date.now()))
  const due = useRef(onDue)
  due.current = onDue
  useEffect(() => {
    let fired = false
    const tick = () => {
      const left = secondsUntil(retryAt, Date.now())
      setSeconds(left)
      if (left > 0 || fired) return
      fired = true
      clearInterval(timer)
      due.current()
    }
    const timer = setInterval(tick, 1000)
    tick()
    return () => clearInterval(timer)
  }, [retryAt])
  return (
    <p className="portico-status-text" aria-live="polite" data-testid="portico-tokens-retry">
      {t('account.tokensRetryIn', { count: seconds })}
    </p>
  )
}
