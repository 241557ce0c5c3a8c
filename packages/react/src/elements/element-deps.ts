import { getCurrentAppKit, subscribeCurrentAppKit } from '../appkit/registry'
import { BUTTON_CSS } from '../buttons/button-css'
import { buttonFace, sameFace } from '../buttons/button-face'
import type { ElementDeps } from './element-class'
import { APPKIT_ELEMENTS } from './tags'

/** The elements' dependencies from the package itself: the vanilla entry and createAppKit's lazy registration. */
export const ELEMENT_DEPS: ElementDeps = {
  getCurrentAppKit,
  subscribeCurrentAppKit,
  buttonCss: BUTTON_CSS,
  buttonFace,
  sameFace,
  elements: APPKIT_ELEMENTS,
}
