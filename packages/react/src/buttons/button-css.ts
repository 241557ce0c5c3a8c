// The one stylesheet of the connect, account and network buttons: the React components (light DOM, injected once
// into the page's head) and the <appkit-*> custom elements (inside their shadow root) both use it, so they look the
// same. It reads the public --portico-* properties (set from themeVariables on each button) with ui's defaults, and
// data-theme (core's themeMode) for the light and dark surfaces.
export const BUTTON_CSS = `[data-portico-button]{--_a:var(--portico-accent,#3366ff);--_m:var(--portico-color-mix,#000) var(--portico-color-mix-strength,0%);--_r:var(--portico-border-radius-master,4px);all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;max-width:100%;padding:0 16px;color-scheme:light dark;border:1px solid color-mix(in srgb,light-dark(#e1e1e6,#363738),var(--_m));border-radius:calc(var(--_r)*5);background:color-mix(in srgb,light-dark(#f3f3f5,#252627),var(--_m));color:color-mix(in srgb,light-dark(#141414,#e4e7e7),var(--_m));font:600 14px/1 var(--portico-font-family,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',sans-serif);white-space:nowrap;cursor:pointer;user-select:none;transition:background-color 120ms}
[data-portico-button][data-theme=light]{color-scheme:light}
[data-portico-button][data-theme=dark]{color-scheme:dark}
[data-portico-button]:hover{background:color-mix(in srgb,light-dark(#e9e9ed,#2f3031),var(--_m))}
[data-portico-button]:focus-visible{outline:2px solid var(--_a);outline-offset:2px}
[data-portico-button=connect]{border-color:transparent;background:var(--_a);color:#fff}
[data-portico-button=connect]:hover{background:color-mix(in srgb,var(--_a),#000 12%)}
[data-portico-button][data-size=sm]{height:32px;padding:0 12px;font-size:13px;border-radius:calc(var(--_r)*4)}
[data-portico-button]:disabled{opacity:.5;cursor:not-allowed}
[data-portico-button][aria-busy=true]{cursor:progress;opacity:.8}
[data-portico-button] [data-part=balance]{color:color-mix(in srgb,light-dark(#62626c,#9a9fa3),var(--_m));font-weight:500}
[data-portico-button] [data-part=dot]{width:8px;height:8px;border-radius:50%;background:var(--_a)}`
