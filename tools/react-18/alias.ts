/**
 * Vite aliases that swap React 19 for this package's React 18.3 (and the Testing Library resolved against it).
 * `dir` is this package's folder; its node_modules hold React 18, so react-dom's own `require('react')` finds it too.
 */
export function react18Alias(dir: string): { find: RegExp; replacement: string }[] {
  const modules = `${dir.replace(/\/?$/, '/')}node_modules/`
  return [
    { find: /^react(-dom)?(\/.*)?$/, replacement: `${modules}react$1$2` },
    { find: /^@testing-library\/react$/, replacement: `${modules}@testing-library/react` },
  ]
}
