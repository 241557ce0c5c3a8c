// The frame page's script: it answers the host page's requests by postMessage, only from the host origin the page was
// configured with and only from the parent window, and posts answers to that origin alone.
import { AuthApi, RecoveryApi } from './api-client'
import { openChannel } from './channel'
import { readFrameConfig } from './config'
import { apiRpc } from './evm'
import { showExport } from './export-ui'
import { FarcasterLogins } from './farcaster'
import { createHandlers } from './handler'
import { DeviceStore } from './keys/device-store'
import { SocialLogins } from './social'
import { Wallet } from './wallet'

const config = readFrameConfig(document)
const host = window.parent

const api = new AuthApi(config.api, config.projectId)
const store = new DeviceStore()
const wallet = new Wallet({ api, recovery: new RecoveryApi(location.origin, config.projectId), store })
const root = document.getElementById('root') ?? document.body
const handlers = createHandlers({
  api,
  wallet,
  store,
  social: new SocialLogins(location.origin, config.projectId, config.hostOrigin),
  farcaster: new FarcasterLogins({ api, deviceId: () => store.deviceId() }),
  rpcFor: (chainId) => apiRpc(config.api, config.projectId, chainId),
  showExport: (namespace, reveal) => showExport(root, namespace, reveal),
})

if (host !== window)
  openChannel({
    self: window,
    host,
    hostOrigin: config.hostOrigin,
    handle: (request) => (handlers[request.type] as (payload: unknown) => Promise<unknown>)(request.payload),
  })
