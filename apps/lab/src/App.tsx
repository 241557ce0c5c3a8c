import { lazy, Suspense, useMemo } from 'react'
import { findConfig } from './configs/registry'
import { Home } from './home/Home'

export function App() {
  const id = new URLSearchParams(location.search).get('config')
  const config = findConfig(id)
  const Page = useMemo(() => (config ? lazy(config.load) : null), [config])
  if (!Page || !config) {
    return id ? (
      <p role="alert">
        Unknown configuration “{id}”. <a href="/">All configurations</a>
      </p>
    ) : (
      <Home />
    )
  }
  return (
    <main data-testid="lab-config" data-config={config.id}>
      <nav>
        <a href="/">← All configurations</a>
      </nav>
      <h1>Portico lab — {config.title}</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </main>
  )
}
