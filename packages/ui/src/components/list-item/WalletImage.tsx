import { useState } from 'react'

export interface WalletImageProps {
  /** Image URL; absent, failed or still loading shows the placeholder. */
  src?: string | undefined
  /** Wallet or network name: the alt text comes from the caller, the placeholder shows its first letter. */
  name: string
  alt?: string
  /** Pixel size of the square. Default 40. */
  size?: number
}

type LoadState = 'loading' | 'loaded' | 'error'

/** A lazily loaded square image with a lettered placeholder until (and unless) it loads. */
export function WalletImage({ src, name, alt = '', size = 40 }: WalletImageProps) {
  const [state, setState] = useState<{ src: string | undefined; load: LoadState }>({ src, load: 'loading' })
  // A new src starts over; adjusting during render avoids a flash of the old image.
  if (state.src !== src) setState({ src, load: 'loading' })
  const load = state.src === src ? state.load : 'loading'
  const showImage = src !== undefined && src !== '' && load !== 'error'

  return (
    <span
      className="portico-wallet-image"
      part="wallet-image"
      data-state={showImage ? load : 'placeholder'}
      style={{ width: size, height: size }}
    >
      {load !== 'loaded' && (
        <span className="portico-wallet-image-placeholder" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      {showImage && (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onLoad={() => setState({ src, load: 'loaded' })}
          onError={() => setState({ src, load: 'error' })}
        />
      )}
    </span>
  )
}
