// Wires @portico/ui to @portico/core: the modal shell, the route table of lazy views, and the view code.

// The modal's catalogue for a locale, so a binding can fetch it before the modal first shows.
export { loadCatalogue } from '@portico/ui'
export { type AnalyticsOptions, startAnalytics } from './analytics/analytics'
export { type Attempt, type AttemptStatus, attemptsOf, startConnect, startSwitch } from './connect/attempts'
export { ModalContext, type ModalContextValue, useCoreSnapshot, useModal } from './context/ModalContext'
export {
  type CatalogueEntry,
  type CataloguePage,
  type CataloguePageArgs,
  fetchCataloguePage,
} from './headless/catalogue-page'
export { applyRemoteConfig, type RemoteConfigOptions } from './remote-config/remoteConfig'
export { loadRoute } from './routes/loadRoute'
export { prefetchRoutes, prefetchRoutesInSteps, ROUTES, type Route, routeOf } from './routes/routes'
export { type MountedModal, type MountOptions, mountModal } from './shell/mount'
export { PorticoModal, type PorticoModalProps } from './shell/PorticoModal'
