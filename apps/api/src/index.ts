export { type ApiOptions, createApiApp } from './server/app'
export { type RunningApi, startApiServer } from './server/listen'
