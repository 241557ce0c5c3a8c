import { afterAll, describe, expect, test } from 'vitest'
import { startTestApi } from './helpers'

const configured = await startTestApi({ walletConnectRelayUrl: 'ws://127.0.0.1:4999' })
const bare = await startTestApi()
afterAll(async () => {
  await configured.api.close()
  await bare.api.close()
})

describe('the WalletConnect relay a deployment names', () => {
  test('is answered to a project', async () => {
    const res = await configured.get('/appkit/v1/walletconnect')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ relayUrl: 'ws://127.0.0.1:4999' })
  })

  test('is absent when the deployment names none', async () => {
    expect(await (await bare.get('/appkit/v1/walletconnect')).json()).toEqual({})
  })

  test('needs a known project', async () => {
    expect((await configured.get('/appkit/v1/walletconnect', undefined, 'nobody')).status).not.toBe(200)
  })
})
