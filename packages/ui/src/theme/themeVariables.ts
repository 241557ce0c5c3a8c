// The options an app passes as `themeVariables` use AppKit's names so an app can switch by changing imports;
// inside the shadow root everything reads our own --portico-* properties.

export interface AppKitThemeVariables {
  /** Accent colour for primary buttons, focus rings, links. */
  '--w3m-accent'?: string
  /** A colour mixed into every surface and text colour… */
  '--w3m-color-mix'?: string
  /** …by this percentage (0–100). */
  '--w3m-color-mix-strength'?: number
  '--w3m-font-family'?: string
  /** Base unit of every corner radius, e.g. '4px'; the dialog uses 7× this. */
  '--w3m-border-radius-master'?: string
  /** z-index of the overlay. */
  '--w3m-z-index'?: number
  /** Colour of the QR code's dark modules. */
  '--w3m-qr-color'?: string
}

/** AppKit's current theming names (`--apkt-*`): the same variables as the `--w3m-*` ones, applied the same way. */
export type ApktThemeVariables = {
  [K in keyof AppKitThemeVariables as K extends `--w3m-${infer Rest}`
    ? `--apkt-${Rest}`
    : never]?: AppKitThemeVariables[K]
}

export type ThemeVariables = AppKitThemeVariables & ApktThemeVariables

export type ThemeVariableName = keyof AppKitThemeVariables

/** The --portico-* property each AppKit name maps to (also the list documented in the README). */
export const THEME_VARIABLE_MAP = {
  '--w3m-accent': '--portico-accent',
  '--w3m-color-mix': '--portico-color-mix',
  '--w3m-color-mix-strength': '--portico-color-mix-strength',
  '--w3m-font-family': '--portico-font-family',
  '--w3m-border-radius-master': '--portico-border-radius-master',
  '--w3m-z-index': '--portico-z-index',
  '--w3m-qr-color': '--portico-qr-color',
} as const satisfies Record<ThemeVariableName, `--portico-${string}`>

export type PorticoProperty = (typeof THEME_VARIABLE_MAP)[ThemeVariableName]

function toCssValue(name: ThemeVariableName, value: string | number): string {
  if (name === '--w3m-color-mix-strength') {
    // AppKit takes a bare number; color-mix() needs a percentage. Clamp so a typo cannot invert the mix.
    const n = Math.min(100, Math.max(0, Number(value)))
    return Number.isFinite(n) ? `${n}%` : '0%'
  }
  if (name === '--w3m-z-index') return String(Math.trunc(Number(value)))
  return String(value)
}

/**
 * Turns AppKit-style themeVariables into an inline style of --portico-* custom properties.
 * Unknown names are ignored rather than passed through, so a host cannot inject arbitrary properties.
 */
export function themeVariablesToStyle(variables: ThemeVariables | undefined): Partial<Record<PorticoProperty, string>> {
  const style: Partial<Record<PorticoProperty, string>> = {}
  if (!variables) return style
  for (const [given, value] of Object.entries(variables)) {
    // AppKit renamed its variables from --w3m-* to --apkt-*; apps written against either docs get the same theme.
    const name = given.replace('--apkt-', '--w3m-')
    if (!(name in THEME_VARIABLE_MAP) || value === undefined || value === null || value === '') continue
    const key = name as ThemeVariableName
    style[THEME_VARIABLE_MAP[key]] = toCssValue(key, value)
  }
  return style
}
