// `@portico/core/ssr`: reading a request's cookie into the state a server render shows. Its own entry, so apps that
// do not render on a server (and the main entry's size budget) do not carry it.
export { cookieToStoredState, type StoredState, withStoredState } from './storage/initial-state'
