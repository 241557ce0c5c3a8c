// The custom elements' tag names, apart from their code: createAppKit looks for them in the page without loading
// the elements (./define-elements).

import type { ButtonKind } from '../buttons/button-face'

/** The tag names and what each renders (`auto` switches between connect and account as <appkit-button> does). */
export const APPKIT_ELEMENTS = {
  'appkit-button': 'auto',
  'appkit-connect-button': 'connect',
  'appkit-account-button': 'account',
  'appkit-network-button': 'network',
} as const satisfies Record<string, ButtonKind | 'auto'>

/** One selector for any of them. */
export const APPKIT_ELEMENTS_SELECTOR = Object.keys(APPKIT_ELEMENTS).join(',')
