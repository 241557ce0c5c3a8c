#!/usr/bin/env node
// Runs the service from its TypeScript sources (tsx) so a checkout needs no build step.
import { register } from 'tsx/esm/api'

register()
const { startApiServer } = await import('../src/index.ts')
const port = Number(process.env.PORT ?? 8787)
const api = await startApiServer({ port, host: process.env.HOST ?? '127.0.0.1' })
console.log(`portico-api listening on ${api.url}`)
const stop = () => api.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
