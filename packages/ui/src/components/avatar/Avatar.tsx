import { truncateAddress } from '@portico/common'
import { type CSSProperties, useState } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { avatarTints } from './tints'

export interface AvatarProps {
  address: string
  /** Profile image; while absent or broken the tinted fallback shows. */
  src?: string | undefined
  /** Pixel size. Default 64. */
  size?: number
}

function gradient(tints: string[]): string {
  const [t0, t1, t2, t3, t4] = tints
  return `radial-gradient(circle at 66% 33%, ${t4} 0%, ${t3} 20%, ${t2} 40%, ${t1} 65%, ${t0} 100%)`
}

export function Avatar({ address, src, size = 64 }: AvatarProps) {
  const { t } = useMessages()
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(src) && failed !== src
  const tints = avatarTints(address)
  const style: CSSProperties = { width: size, height: size, background: showImage ? undefined : gradient(tints) }

  return (
    <span
      role="img"
      aria-label={t('avatar.label', { address: truncateAddress(address) })}
      className="portico-avatar"
      part="avatar"
      data-fallback={showImage ? undefined : ''}
      data-tints={tints.join(' ')}
      style={style}
    >
      {showImage && <img src={src} alt="" width={size} height={size} onError={() => setFailed(src ?? null)} />}
    </span>
  )
}
