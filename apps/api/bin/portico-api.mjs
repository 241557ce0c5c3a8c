#!/usr/bin/env node
// Runs the service from its TypeScript sources (tsx) so a checkout needs no build step.
// Configuration from the environment:
//   PORT (8787), HOST (127.0.0.1)
//   DATABASE_URL  postgres://… to use a PostgreSQL server; otherwise embedded PGlite in
//   PORTICO_DATA_DIR (default apps/api/.data; 'memory' keeps nothing)
//   PORTICO_CATALOGUE_DIR  a folder of wallets.json + wallet-images.json to serve instead of the store's catalogue
//   (the store's: the bundled seed of well-known wallets, or what `catalogue:import` brought)
//   PORTICO_CHAINS  JSON list of { chainId, name, rpcUrl, tokens?, swap?: { router, tokens? } } (default: local anvil 31337 on :8545)
//   Embedded-wallet auth (/auth/v1/*), each unset by default:
//   PORTICO_SECURE_SITE_ORIGINS  comma-separated origins of the secure site
//   PORTICO_SMTP  JSON { host, port, from, secure?, user?, pass? }
//   PORTICO_OIDC  JSON { google?: { issuer, clientId, clientSecret, scope? }, github?: …, … }
//   PORTICO_ONRAMP_PROVIDER (sandbox), PORTICO_ONRAMP_SANDBOX_URL (the sandbox's checkout page; none: no checkout URL),
//   PORTICO_ONRAMP_DELIVERY_ADDRESSES (comma list: transfers from them show as buys in history)
//   PORTICO_NFT_METADATA_ALLOW_PRIVATE=1 lets NFT tokenURIs be fetched from loopback/private/link-local addresses
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register()
const { startApiServer, jsonLogger, onRampConfigFromEnv, storeConfigFromEnv } = await import('../src/index.ts')
const port = Number(process.env.PORT ?? 8787)
const store = storeConfigFromEnv(process.env, fileURLToPath(new URL('../.data/', import.meta.url)))
const chains = process.env.PORTICO_CHAINS
  ? JSON.parse(process.env.PORTICO_CHAINS)
  : [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545', testnet: false }]
const auth = {
  ...(process.env.PORTICO_SECURE_SITE_ORIGINS
    ? { secureSiteOrigins: process.env.PORTICO_SECURE_SITE_ORIGINS.split(',').map((o) => o.trim()) }
    : {}),
  ...(process.env.PORTICO_SMTP ? { smtp: JSON.parse(process.env.PORTICO_SMTP) } : {}),
  ...(process.env.PORTICO_OIDC ? { oidc: JSON.parse(process.env.PORTICO_OIDC) } : {}),
}
const onramp = onRampConfigFromEnv(process.env)
const catalogue = process.env.PORTICO_CATALOGUE_DIR ? { catalogueDir: process.env.PORTICO_CATALOGUE_DIR } : {}
const nftMetadataAllowPrivateAddresses = process.env.PORTICO_NFT_METADATA_ALLOW_PRIVATE === '1'
const api = await startApiServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  store,
  chains,
  onramp,
  nftMetadataAllowPrivateAddresses,
  ...auth,
  ...catalogue,
})
jsonLogger('info', 'listening', { url: api.url, store: store.kind })
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  jsonLogger('info', 'shutting down')
  api.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
