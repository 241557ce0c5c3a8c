import { useMemo } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { qrMatrix } from './qrMatrix'

export interface QrCodeProps {
  /** The text to encode, e.g. a WalletConnect pairing URI. */
  value: string
  /** Rendered width and height in px. Default 280. */
  size?: number
  /** Image drawn in a cleared centre square (error correction goes up to H to compensate). */
  logoSrc?: string | undefined
  /** Accessible name. Default: the catalogue's 'qr.label'. */
  label?: string
}

/** An SVG QR code in the theme's --portico-qr-color on a white quiet zone. */
export function QrCode({ value, size = 280, logoSrc, label }: QrCodeProps) {
  const { t } = useMessages()
  const withLogo = Boolean(logoSrc)
  const matrix = useMemo(() => qrMatrix(value, withLogo), [value, withLogo])
  const quiet = 2
  const box = matrix.size + quiet * 2

  return (
    <svg
      role="img"
      aria-label={label ?? t('qr.label')}
      className="portico-qr-code"
      part="qr-code"
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-modules={matrix.size}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} className="portico-qr-background" />
      <path d={matrix.path} className="portico-qr-modules" />
      {matrix.logo && logoSrc && (
        <image
          href={logoSrc}
          x={matrix.logo.start + 0.5}
          y={matrix.logo.start + 0.5}
          width={matrix.logo.length - 1}
          height={matrix.logo.length - 1}
          preserveAspectRatio="xMidYMid meet"
          className="portico-qr-logo"
        />
      )}
    </svg>
  )
}
