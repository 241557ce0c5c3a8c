/** Glyphs of Connect's own rows (24×24 paths, our drawings). */
export const METHOD_GLYPHS = {
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  farcaster: 'M5 4h14v16h-4v-6.5a3 3 0 0 0-6 0V20H5z',
  getWallet: 'M4 7h15a1 1 0 0 1 1 1v11H4zM4 7l12-3v3M15 13h2',
  allWallets: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
} as const

/** A Connect row's glyph in a tile the size of a wallet's image, so every row's text starts at the same place. */
export function MethodIcon({ glyph }: { glyph: keyof typeof METHOD_GLYPHS }) {
  // The svg's own size (38 + the tile's border) makes the tile: no style object needed.
  return (
    <span className="portico-wallet-image" aria-hidden="true">
      <svg
        width="38"
        height="38"
        viewBox="-7 -7 38 38"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d={METHOD_GLYPHS[glyph]} />
      </svg>
    </span>
  )
}
