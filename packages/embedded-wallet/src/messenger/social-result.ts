import { featureError } from '@portico/common/errors'
import * as v from 'valibot'
import { SocialResultMessageSchema } from '../messages/schemas'
import type { MessengerLog } from './frame-messenger'

/** §9: the social popup is watched every second. */
export const SOCIAL_POPUP_POLL_MS = 1_000

export interface SocialResultOptions {
  popup: Pick<Window, 'closed'>
  /** The secure site's origin: the only one whose result is accepted (§5). */
  origin: string
  hostWindow?: Window
  pollMs?: number
  log?: MessengerLog
}

/**
 * Waits for the authorization response the secure site's callback page posts to its opener. The code it carries is
 * useless without the PKCE verifier held in the frame, so the host only relays it (SOCIAL_COMPLETE). The user closing
 * the popup first rejects with POPUP_CLOSED.
 */
export function awaitSocialResult(options: SocialResultOptions): Promise<{ code: string; state: string }> {
  const host = options.hostWindow ?? window
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearInterval(poll)
      host.removeEventListener('message', listener)
    }
    const listener = (event: MessageEvent) => {
      const parsed = v.safeParse(SocialResultMessageSchema, event.data)
      if (!parsed.success) return
      if (event.origin !== options.origin || event.source !== options.popup) {
        options.log?.('warn', 'Ignored a social login result that did not come from the secure site', {
          origin: event.origin,
        })
        return
      }
      finish()
      const { payload } = parsed.output
      if ('error' in payload) reject(featureError('SOCIAL_CONNECTION_FAILED', { cause: payload.error }))
      else resolve(payload)
    }
    const poll = setInterval(() => {
      if (!options.popup.closed) return
      finish()
      reject(featureError('POPUP_CLOSED'))
    }, options.pollMs ?? SOCIAL_POPUP_POLL_MS)
    host.addEventListener('message', listener)
  })
}
