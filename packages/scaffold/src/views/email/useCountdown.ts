import { useCallback, useEffect, useState } from 'react'

/** §4: a new code may be asked for 30 s after the last one. */
export const RESEND_AFTER_S = 30

/** Seconds left before `restart()` was called RESEND_AFTER_S ago; 0 once it may be done again. */
export function useCountdown(seconds: number = RESEND_AFTER_S) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (now >= until) return
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now))
    return () => clearTimeout(timer)
  }, [now, until])
  const restart = useCallback(() => {
    const start = Date.now()
    setNow(start)
    setUntil(start + seconds * 1000)
  }, [seconds])
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), restart }
}
