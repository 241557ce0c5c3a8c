// What start-up fetches once the button has painted, in one chunk: AppKit's event names and the recent connections
// are needed at the same moment, and one dynamic import costs the app's entry less than two.

export { recordOfCoreEvent, watchAppKitEvents } from './appkit-events'
export { readRecentConnections, watchRecentConnections } from './recent-connections'
export { startService } from './start-service'
