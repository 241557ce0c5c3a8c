// The shimmer is a highlight moved by `transform` on a pseudo-element, which the compositor animates on its own;
// animating `background-position` repainted the skeleton on the main thread every frame, the same thread that is
// loading what the skeleton waits for.
export const skeletonCss = `
.portico-skeleton {
  display: block; position: relative; overflow: hidden; border-radius: var(--pc-radius-2);
  background: var(--pc-surface);
}
.portico-skeleton::after {
  content: ''; position: absolute; inset: 0; transform: translateX(-100%);
  background: linear-gradient(90deg, transparent 0%, var(--pc-surface-hover) 50%, transparent 100%);
  animation: portico-shimmer 1.2s ease-in-out infinite;
}
.portico-skeleton[data-shape='circle'] { border-radius: 50%; }
.portico-skeleton[data-shape='text'] { border-radius: var(--pc-radius-1); }
@keyframes portico-shimmer { to { transform: translateX(100%); } }
`
