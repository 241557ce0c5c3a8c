// The frame page's script: it answers the host page's requests by postMessage, only from the host origin the page was
// configured with and only from the parent window, and posts answers to that origin alone.
import { parseRequest, type RequestMessage } from '@portico/embedded-wallet'
import { AuthApi, RecoveryApi } from './api-client'
import { readFrameConfig } from './config'
import { apiRpc } from './evm'
import { showExport } from './export-ui'
import { FrameFailure } from './failure'
import { createHandlers } from './handler'
import { DeviceStore } from './keys/device-store'
import { SocialLogins } from './social'
import { Wallet } from './wallet'

const config = readFrameConfig(document)
const host = window.parent
const post = (message: unknown) => host.postMessage(message, config.hostOrigin)

const api = new AuthApi(config.api, config.projectId)
const store = new DeviceStore()
const wallet = new Wallet({ api, recovery: new RecoveryApi(location.origin, config.projectId), store })
const root = document.getElementById('root') ?? document.body
const handlers = createHandlers({
  api,
  wallet,
  store,
  social: new SocialLogins(location.origin, config.projectId, config.hostOrigin),
  rpcFor: (chainId) => apiRpc(config.api, config.projectId, chainId),
  showExport: (namespace, reveal) => showExport(root, namespace, reveal),
})

async function answer(request: RequestMessage): Promise<void> {
  try {
    const handler = handlers[request.type] as (payload: unknown) => Promise<unknown>
    post({ type: 'RESULT', id: request.id, payload: await handler(request.payload) })
  } catch (error) {
    const failure =
      error instanceof FrameFailure
        ? error
        : new FrameFailure('FRAME_ERROR', error instanceof Error ? error.message : 'Something went wrong')
    const { status: _status, ...extra } = failure.extra
    post({ type: 'ERROR', id: request.id, payload: { code: failure.code, message: failure.message, ...extra } })
  }
}

window.addEventListener('message', (event) => {
  const request = parseRequest(event.data)
  if (event.origin !== config.hostOrigin || event.source !== host) {
    if (request) console.warn('[portico secure site] Ignored a request from a foreign origin', event.origin)
    return
  }
  if (!request) {
    console.warn('[portico secure site] Ignored a malformed request')
    return
  }
  void answer(request)
})

if (host !== window) post({ type: 'READY', id: 'ready', payload: {} })
