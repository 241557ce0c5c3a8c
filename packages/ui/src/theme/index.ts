export { type ResolvedTheme, type ThemeMode, useResolvedTheme } from './themeMode'
export {
  type PorticoProperty,
  THEME_VARIABLE_MAP,
  type ThemeVariableName,
  type ThemeVariables,
  themeVariablesToStyle,
} from './themeVariables'
