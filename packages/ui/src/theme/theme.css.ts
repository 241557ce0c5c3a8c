// Public knobs are --portico-* (set them on the host element, or via themeVariables, which wins); --pc-* are private
// tokens. Defaults live in var() fallbacks rather than :host rules so a host page's value on the host element is
// inherited and always applies, whatever the cascade order between the page and the shadow tree.
export const themeCss = `
.portico-root {
  all: initial;
  display: contents;
  --pc-accent: var(--portico-accent, #3366ff);
  --pc-color-mix: var(--portico-color-mix, #000000);
  --pc-color-mix-strength: var(--portico-color-mix-strength, 0%);
  --pc-font-family: var(--portico-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif);
  --pc-border-radius-master: var(--portico-border-radius-master, 4px);
  --pc-z-index: var(--portico-z-index, 999);
  --pc-qr-color: var(--portico-qr-color, #141414);
  --pc-duration-overlay: var(--portico-duration-overlay, 120ms);
  --pc-duration-dialog: var(--portico-duration-dialog, 150ms);
  --pc-duration-view: var(--portico-duration-view, 150ms);
  --pc-duration-shake: var(--portico-duration-shake, 500ms);
  --pc-radius-1: var(--pc-border-radius-master);
  --pc-radius-2: calc(var(--pc-border-radius-master) * 2);
  --pc-radius-3: calc(var(--pc-border-radius-master) * 3);
  --pc-radius-dialog: calc(var(--pc-border-radius-master) * 7);
  --pc-mix: var(--pc-color-mix) var(--pc-color-mix-strength);
  --pc-bg: color-mix(in srgb, var(--pc-bg-base), var(--pc-mix));
  --pc-surface: color-mix(in srgb, var(--pc-surface-base), var(--pc-mix));
  --pc-surface-hover: color-mix(in srgb, var(--pc-surface-hover-base), var(--pc-mix));
  --pc-border: color-mix(in srgb, var(--pc-border-base), var(--pc-mix));
  --pc-fg: color-mix(in srgb, var(--pc-fg-base), var(--pc-mix));
  --pc-muted: color-mix(in srgb, var(--pc-muted-base), var(--pc-mix));
  --pc-on-accent: #ffffff;
  --pc-error: #d92d20;
  --pc-success: #12805c;
  --pc-warning: #b54708;
  --pc-overlay: rgb(0 0 0 / 0.4);
  --pc-qr-background: #ffffff;
  font-family: var(--pc-font-family);
  font-size: 16px;
  line-height: 1.4;
  color: var(--pc-fg);
}
.portico-root[data-theme='light'] {
  --pc-bg-base: #ffffff;
  --pc-surface-base: #f3f3f5;
  --pc-surface-hover-base: #e9e9ed;
  --pc-border-base: #e1e1e6;
  --pc-fg-base: #141414;
  --pc-muted-base: #62626c;
  color-scheme: light;
}
.portico-root[data-theme='dark'] {
  --pc-bg-base: #191a1a;
  --pc-surface-base: #252627;
  --pc-surface-hover-base: #2f3031;
  --pc-border-base: #363738;
  --pc-fg-base: #e4e7e7;
  --pc-muted-base: #9a9fa3;
  --pc-overlay: rgb(0 0 0 / 0.6);
  color-scheme: dark;
}
.portico-root *, .portico-root *::before, .portico-root *::after { box-sizing: border-box; }
.portico-root :focus-visible { outline: 2px solid var(--pc-accent); outline-offset: 2px; }
.portico-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
[dir='rtl'] .portico-icon-flip { transform: scaleX(-1); }
`
