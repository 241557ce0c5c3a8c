import { featureError } from '@portico/common/errors'
import { openSocialWindow } from './social-window'

export { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH, socialPopupFeatures } from './social-window'

/**
 * Opens the popup on the secure site's own loading page. It must happen in the user's click, before anything is
 * awaited, or the browser blocks it; the frame's authorization URL is set on it once the frame answered.
 */
export function openSocialPopup(secureSiteUrl: string, host: Window = window): Window {
  const popup = openSocialWindow(secureSiteUrl, host)
  if (!popup) throw featureError('SOCIAL_CONNECTION_FAILED')
  return popup
}
