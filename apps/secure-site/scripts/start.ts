// Runs the secure site on its own: PORTICO_API_URL (required), PORT (default 8788), PORTICO_RECOVERY_STORE (a JSON
// file for the recovery shares; default memory). There is deliberately no default api URL.
import { startSecureSite } from '../src/server/server'

const apiUrl = process.env.PORTICO_API_URL
if (!apiUrl) {
  console.error('secure-site: set PORTICO_API_URL to apps/api’s base URL')
  process.exit(1)
}
const site = await startSecureSite({
  apiUrl,
  port: Number(process.env.PORT ?? 8788),
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
  ...(process.env.PORTICO_RECOVERY_STORE ? { recoveryStoreFile: process.env.PORTICO_RECOVERY_STORE } : {}),
})
console.log(`secure site on ${site.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void site.close().then(() => process.exit(0)))
