import { loadCatalogue } from '../src/i18n/catalogue'

// Catalogues other than English load on demand; tests render them synchronously, so load them once up front.
// The on-demand path itself is tested in src/i18n/lazy-catalogue.test.tsx, which runs in its own module graph.
await Promise.all([loadCatalogue('es'), loadCatalogue('ar')])
