export const skeletonCss = `
.portico-skeleton {
  display: block; border-radius: var(--pc-radius-2);
  background: linear-gradient(90deg, var(--pc-surface) 0%, var(--pc-surface-hover) 50%, var(--pc-surface) 100%);
  background-size: 200% 100%; animation: portico-shimmer 1.2s ease-in-out infinite;
}
.portico-skeleton[data-shape='circle'] { border-radius: 50%; }
.portico-skeleton[data-shape='text'] { border-radius: var(--pc-radius-1); }
@keyframes portico-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
`
