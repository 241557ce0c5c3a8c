import { addressChipCss } from '../components/address-chip/address-chip.css'
import { alertCss } from '../components/alert/alert.css'
import { assetRowCss } from '../components/asset-row/asset-row.css'
import { avatarCss } from '../components/avatar/avatar.css'
import { buttonCss } from '../components/button/button.css'
import { headerCss } from '../components/header/header.css'
import { inputCss } from '../components/input/input.css'
import { listItemCss } from '../components/list-item/list-item.css'
import { networkBadgeCss } from '../components/network-badge/network-badge.css'
import { qrCodeCss } from '../components/qr-code/qr-code.css'
import { skeletonCss } from '../components/skeleton/skeleton.css'
import { tabsCss } from '../components/tabs/tabs.css'
import { dialogCss } from '../shell/dialog.css'
import { themeCss } from '../theme/theme.css'

// Plain strings joined once: no CSS-in-JS runtime. The reduced-motion override in dialogCss comes last so it wins.
export const porticoStyles = [
  themeCss,
  buttonCss,
  listItemCss,
  assetRowCss,
  headerCss,
  tabsCss,
  skeletonCss,
  avatarCss,
  alertCss,
  qrCodeCss,
  inputCss,
  networkBadgeCss,
  addressChipCss,
  dialogCss,
].join('\n')
