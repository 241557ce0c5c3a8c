import { localEvm } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { act, cleanup, configure, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'
import { modalQueries } from './support/modal'
import {
  EMAIL_OFF_PROJECT_ID,
  FOREIGN_ORIGIN_PROJECT_ID,
  type ProjectApi,
  startProjectApi,
} from './support/project-api'

// §6/§7/§8: createAppKit fetches the project configuration and the allowed origins from a real apps/api in the
// background, after start-up; remote features win (notice once), origins and server refusals raise their alerts.

// Remote configuration arrives from a child process that starts alongside: allow it longer than other finds.
configure({ asyncUtilTimeout: 8000 })

let api: ProjectApi
let kit: AppKit | undefined
beforeAll(async () => {
  api = await startProjectApi()
}, 60_000)
afterAll(() => api?.stop())
afterEach(() => {
  cleanup()
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
})

function makeKit(projectId: string, extra: { basic?: boolean; apiUrl?: string } = {}) {
  const warnings: string[] = []
  const adapter = memoryEvmAdapter()
  kit = createAppKit({
    projectId,
    apiUrl: extra.apiUrl ?? api.url,
    networks: [localEvm],
    adapters: [adapter],
    storage: memoryStorage(),
    enableAnalytics: false,
    // The app asks for email and socials locally; the project's remote configuration decides.
    features: { email: true, socials: ['google'] },
    ...(extra.basic ? { basic: true } : {}),
    warn: (message) => warnings.push(message),
  })
  return { kit, warnings }
}

const modal = () => modalQueries()

describe('remote project configuration (§6, §7)', { timeout: 20_000 }, () => {
  it('the page origin is one the dev projects allow', () => {
    // The other tests rely on it: happy-dom's page is on localhost.
    expect(window.location.origin).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/)
  })

  it('a project whose remote config turns email off hides it in the modal; the notice is logged once', async () => {
    const { kit, warnings } = makeKit(EMAIL_OFF_PROJECT_ID)
    // Not blocking: start-up features are the local ones until the background fetch lands.
    expect(kit.core.state.features.email).toBe(true)
    await waitFor(() => expect(kit.core.state.features.email).toBe(false))
    expect(kit.core.state.features.socials).toBe(false)
    await act(() => kit.open())
    await waitFor(() => expect(modal().getByRole('dialog')).toBeTruthy())
    await waitFor(() => expect(modal().getByText('Memory EVM')).toBeTruthy())
    expect(modal().queryByText('Continue with email')).toBeNull()
    expect(modal().queryByText('Continue with a social account')).toBeNull()
    expect(warnings.filter((w) => w === 'Local configuration ignored')).toHaveLength(1)
    expect(kit.core.state.alert.open).toBe(false)
  })

  it('basic mode still wins over a remote config that turns features on', async () => {
    const { kit } = makeKit('portico-dev', { basic: true })
    await kit.ready()
    await waitFor(() => expect(document.body.querySelector('portico-modal')?.shadowRoot).toBeTruthy())
    // Give the background fetch time to land, then nothing may be on.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(Object.values(kit.core.state.features).every((v) => v === false)).toBe(true)
  })

  it('a disallowed origin raises INVALID_APP_CONFIGURATION', async () => {
    const { kit } = makeKit(FOREIGN_ORIGIN_PROJECT_ID)
    await waitFor(() => expect(kit.core.state.alert.key).toBe('INVALID_APP_CONFIGURATION'))
    await act(() => kit.open())
    await waitFor(() => expect(modal().getByRole('alert').textContent).toContain('Invalid App Configuration'))
  })

  it("the server's 403 UNVERIFIED_DOMAIN answer raises UNVERIFIED_DOMAIN", async () => {
    const { kit } = makeKit('portico-dev-unverified-domain')
    await waitFor(() => expect(kit.core.state.alert.key).toBe('UNVERIFIED_DOMAIN'))
    await act(() => kit.open())
    await waitFor(() => expect(modal().getByRole('alert').textContent).toContain('not verified'))
  })

  it("the server's RATE_LIMITED answer raises RATE_LIMITED_APP_CONFIGURATION", async () => {
    const { kit } = makeKit('portico-dev-rate-limited')
    await waitFor(() => expect(kit.core.state.alert.key).toBe('RATE_LIMITED_APP_CONFIGURATION'))
    expect(kit.core.state.alert.open).toBe(true)
  })

  it("the server's SERVER_ERROR answer raises SERVER_ERROR_APP_CONFIGURATION with the server's message", async () => {
    const { kit } = makeKit('portico-dev-server-error')
    await waitFor(() => expect(kit.core.state.alert.key).toBe('SERVER_ERROR_APP_CONFIGURATION'))
    expect(kit.core.state.alert.params.message).toMatch(/\S/)
  })

  it("a project id the service does not know raises Invalid Project ID (the service's 403 INVALID_PROJECT_ID)", async () => {
    const { kit } = makeKit('portico-no-such-project')
    await waitFor(() => expect(kit.core.state.alert.key).toBe('INVALID_PROJECT_ID'))
    expect(kit.core.state.alert.variant).toBe('error')
  })

  it('an allowed origin with a remote config raises no alert', async () => {
    const { kit } = makeKit('portico-dev')
    await waitFor(() => expect(kit.core.state.features.multiWallet).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(kit.core.state.alert.open).toBe(false)
  })

  it('no service (network failure) keeps the local features silently', async () => {
    const { kit, warnings } = makeKit('portico-dev', { apiUrl: 'http://127.0.0.1:9' })
    await kit.ready()
    await waitFor(() => expect(document.body.querySelector('portico-modal')?.shadowRoot).toBeTruthy())
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(kit.core.state.features.email).toBe(true)
    expect(kit.core.state.features.socials).toEqual(['google'])
    expect(kit.core.state.alert.open).toBe(false)
    expect(warnings).not.toContain('Local configuration ignored')
  })
})
