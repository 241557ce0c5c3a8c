import type { ReactNode } from 'react'
import type { LoginProvider } from './socialPlatform'

// Our own simplified drawings of each provider's mark (24×24), inline so no image is fetched from anywhere. Marks
// that are black or white in the providers' own guidelines use currentColor, so they follow the light or dark theme.
const MARKS: Record<LoginProvider | 'more', ReactNode> = {
  google: (
    <g fill="none" strokeWidth="3.2">
      <path d="M18.13 6.86A8 8 0 0 0 5.07 8" stroke="#EA4335" />
      <path d="M5.07 8a8 8 0 0 0 0 8" stroke="#FBBC05" />
      <path d="M5.07 16a8 8 0 0 0 12.59 1.66" stroke="#34A853" />
      <path d="M17.66 17.66A8 8 0 0 0 20 12h-8" stroke="#4285F4" />
    </g>
  ),
  github: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM8.2 8.6 8 5.4l2.6 1.7a6 6 0 0 1 2.8 0L16 5.4l-.2 3.2c1 1.2 1.3 3.1.5 4.6-.6 1.1-1.7 1.7-2.8 1.9.5.4.7 1 .7 1.7v4.4h-4.4v-2.3c-1.6.3-2.6-.3-3.1-1.5-.2-.4-.5-.8-.9-1 1 0 1.5.6 1.8 1.1.5.7 1.2.9 2.2.6 0-.3.2-.7.5-1-1.1-.2-2.2-.8-2.8-1.9-.8-1.5-.5-3.4.5-4.6Z"
    />
  ),
  apple: (
    <g fill="currentColor">
      <path d="M12 7.6c-1.5-1-4-1.3-5.6.5-2 2.4-1 7.4 1.6 10.4 1 1.3 2 1.5 4 .7 2 .8 3 .6 4-.7.9-1.1 1.5-2.2 1.9-3.4-1.7-.8-2.4-2.3-2.4-3.8 0-1.3.7-2.4 1.6-3-1.2-1.5-3.5-1.7-5.1-.7Z" />
      <path d="M12.2 6.6c0-1.8 1.3-3.3 3-3.5 0 1.8-1.3 3.3-3 3.5Z" />
    </g>
  ),
  facebook: (
    <g>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path
        d="M13.3 22v-8.2h2.5l.4-2.9h-2.9V9.2c0-.8.3-1.4 1.5-1.4h1.5V5.3a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v1.9H7.9v2.9h2.5V22Z"
        fill="#fff"
      />
    </g>
  ),
  x: (
    <g fill="currentColor">
      <path d="M4 4h4.6L20 20h-4.6Z" />
      <path d="M18.6 4h1.9l-7 8-1-1.4ZM10.5 13.4l1 1.4L5.4 20H3.5Z" />
    </g>
  ),
  // "All socials": four small tiles.
  more: (
    <path
      d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  ),
  discord: (
    <g>
      <rect x="2" y="2" width="20" height="20" rx="6" fill="#5865F2" />
      <path
        d="M8.4 7.4c.9-.4 1.8-.6 2.6-.7l.3.6h1.4l.3-.6c.8.1 1.7.3 2.6.7 1.4 2.1 2 4.4 1.9 6.9-1.1.9-2.2 1.4-3.2 1.7l-.7-1.1c-1 .3-2.2.3-3.2 0l-.7 1.1c-1-.3-2.1-.8-3.2-1.7-.1-2.5.5-4.8 1.9-6.9Z"
        fill="#fff"
      />
      <circle cx="10" cy="11.6" r="1.1" fill="#5865F2" />
      <circle cx="14" cy="11.6" r="1.1" fill="#5865F2" />
    </g>
  ),
}

/** The provider's mark in a square tile like a wallet's image; decorative, the row's text names the provider. */
export function SocialLogo({ provider, size = 40 }: { provider: LoginProvider | 'more'; size?: number }) {
  return (
    <span
      className="portico-wallet-image"
      data-social-logo={provider}
      aria-hidden="true"
      style={{ width: size, height: size }}
    >
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {MARKS[provider]}
      </svg>
    </span>
  )
}
