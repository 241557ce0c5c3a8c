import type { AppKitOptions } from './options'

/** Whether the modal runs on a phone: the app's own check (`isMobile`), else the user agent. */
export function isMobileDevice(options: Pick<AppKitOptions, 'isMobile'>): boolean {
  if (options.isMobile) return options.isMobile()
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent ?? '')
}
