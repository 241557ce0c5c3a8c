// The one stylesheet of the connect, account and network buttons: the React components (light DOM, injected once
// into the page's head) and the <appkit-*> custom elements (inside their shadow root) both use it, so they look the
// same. It reads the public --portico-* properties (set from themeVariables on each button) with ui's defaults, and
// data-theme (core's themeMode) for the light and dark surfaces.
export const BUTTON_CSS = `[data-portico-button]{--_a:var(--portico-accent,#3366ff);--_m:var(--portico-color-mix,#000) var(--portico-color-mix-strength,0%);--_r:var(--portico-border-radius-master,4px);--_s:color-mix(in srgb,#f3f3f5,var(--_m));--_h:color-mix(in srgb,#e9e9ed,var(--_m));--_b:color-mix(in srgb,#e1e1e6,var(--_m));--_f:color-mix(in srgb,#141414,var(--_m));--_u:color-mix(in srgb,#62626c,var(--_m));all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;max-width:100%;padding:0 16px;border:1px solid var(--_b);border-radius:calc(var(--_r)*5);background:var(--_s);color:var(--_f);font:600 14px/1 var(--portico-font-family,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',sans-serif);white-space:nowrap;cursor:pointer;user-select:none;transition:background-color 120ms,opacity 120ms}
[data-portico-button][data-theme=dark]{--_s:color-mix(in srgb,#252627,var(--_m));--_h:color-mix(in srgb,#2f3031,var(--_m));--_b:color-mix(in srgb,#363738,var(--_m));--_f:color-mix(in srgb,#e4e7e7,var(--_m));--_u:color-mix(in srgb,#9a9fa3,var(--_m))}
@media (prefers-color-scheme:dark){[data-portico-button][data-theme=system]{--_s:color-mix(in srgb,#252627,var(--_m));--_h:color-mix(in srgb,#2f3031,var(--_m));--_b:color-mix(in srgb,#363738,var(--_m));--_f:color-mix(in srgb,#e4e7e7,var(--_m));--_u:color-mix(in srgb,#9a9fa3,var(--_m))}}
[data-portico-button]:hover{background:var(--_h)}
[data-portico-button]:focus-visible{outline:2px solid var(--_a);outline-offset:2px}
[data-portico-button=connect]{border-color:transparent;background:var(--_a);color:#fff}
[data-portico-button=connect]:hover{background:color-mix(in srgb,var(--_a),#000 12%)}
[data-portico-button][data-size=sm]{height:32px;padding:0 12px;font-size:13px;border-radius:calc(var(--_r)*4)}
[data-portico-button]:disabled{opacity:.5;cursor:not-allowed}
[data-portico-button][aria-busy=true]{cursor:progress;opacity:.8}
[data-portico-button] [data-part=balance]{color:var(--_u);font-weight:500}
[data-portico-button] [data-part=dot]{width:8px;height:8px;border-radius:50%;background:var(--_a);flex:none}
[data-portico-button] [data-part=text]{overflow:hidden;text-overflow:ellipsis}`
