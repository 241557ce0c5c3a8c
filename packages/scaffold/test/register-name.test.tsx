import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { connect, type Harness, openModal, setup } from './setup'
import { accountFixture, withApi } from './support/account-fixture'

// A real apps/api over a real anvil; names are signed by @portico/testing's EVM test wallet with dev account 1's key
// (the memory wallet's address), and the service verifies the signature.
const fixture = accountFixture({ transfers: 0 })
// Unique per run: the service's store is fresh, but names must not collide between the tests of this file.
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

/** The memory wallet signs with the EVM test wallet (a real personal_sign by the dev key of its address). */
function signWithTestWallet(h: Harness) {
  h.evm.signMessage = async ({ message, address }) => {
    const response = await fetch(`${fixture.stack.signer}/personal_sign`, {
      method: 'POST',
      body: JSON.stringify({ address, message }),
    })
    const { signature } = (await response.json()) as { signature: string }
    return signature
  }
}

async function openRegister(h: Harness) {
  await Promise.all(
    (['RegisterAccountName', 'RegisterAccountNameSuccess', 'Account'] as const).map((v) => loadRoute(routeOf(v))),
  )
  await connect(h)
  await openModal(h, { view: 'RegisterAccountName' })
  return h.modal().findByTestId('portico-register-name')
}

const nameInput = (h: Harness) => h.modal().getByRole('textbox', { name: 'Name' })
const type = (h: Harness, text: string) => fireEvent.change(nameInput(h), { target: { value: text } })
const registerButton = (h: Harness) => h.modal().getByRole('button', { name: 'Register name' }) as HTMLButtonElement

describe('RegisterAccountName view', () => {
  it('checks the name as typed (§5: at least 4 letters, digits or hyphen)', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openRegister(h)
    expect(h.modal().getByRole('dialog', { name: 'Choose a Name' })).toBeTruthy()
    expect(registerButton(h).disabled).toBe(true)
    for (const bad of ['abc', 'ab c', 'name!', 'a.b.c.d']) {
      type(h, bad)
      expect(nameInput(h).getAttribute('aria-invalid')).toBe('true')
      expect(h.modal().getByText('Use at least 4 characters: letters, digits or hyphen.')).toBeTruthy()
      expect(registerButton(h).disabled).toBe(true)
    }
    type(h, 'good-name1')
    expect(nameInput(h).getAttribute('aria-invalid')).toBeNull()
    h.unmount()
  })

  it('asks the service: checking, then available with suggestions; a suggestion fills the field', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openRegister(h)
    const label = unique('free')
    type(h, label)
    expect(h.modal().getByText('Checking the name')).toBeTruthy()
    expect((await h.modal().findByTestId('portico-name-available')).textContent).toBe(
      `${label}.portico.id is available`,
    )
    expect(registerButton(h).disabled).toBe(false)
    const suggestions = h.modal().getByRole('list', { name: 'Suggestions' })
    const first = suggestions.querySelector('button') as HTMLButtonElement
    expect(first.textContent).toBe(`${label}-app.portico.id`)
    fireEvent.click(first)
    expect((nameInput(h) as HTMLInputElement).value).toBe(`${label}-app`)
    h.unmount()
  })

  it('registers with a real signature, shows the success view, and Account then shows the name; it is taken after', async () => {
    const h = await setup(withApi(fixture.stack.api))
    signWithTestWallet(h)
    await openRegister(h)
    const label = unique('mine')
    type(h, label)
    await h.modal().findByTestId('portico-name-available')
    await act(async () => {
      fireEvent.click(registerButton(h))
    })
    const success = await h.modal().findByTestId('portico-register-name-success', {}, { timeout: 5000 })
    expect(success.textContent).toContain(`${label}.portico.id is now the name of your account.`)
    expect(h.modal().getByRole('dialog', { name: 'Name Registered' })).toBeTruthy()
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Back to account' }))
    })
    // The identity call now answers the name (the client dropped its cached identity on registration).
    expect((await h.modal().findByTestId('portico-account-name')).textContent).toBe(`${label}.portico.id`)
    expect(h.modal().queryByRole('button', { name: 'Choose a name' })).toBeNull()
    await act(async () => h.core.router.push('RegisterAccountName'))
    type(h, label)
    expect((await h.modal().findByTestId('portico-name-taken')).textContent).toBe(`${label}.portico.id is taken`)
    expect(registerButton(h).disabled).toBe(true)
    h.unmount()
  })

  it('a declined signature says Signature declined and stays on the view', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openRegister(h)
    type(h, unique('declined'))
    await h.modal().findByTestId('portico-name-available')
    h.evm.wallet.behaviour = 'reject'
    await act(async () => {
      fireEvent.click(registerButton(h))
    })
    expect(await h.modal().findByText('Signature declined')).toBeTruthy()
    expect(h.modal().getByTestId('portico-register-name')).toBeTruthy()
    h.unmount()
  })

  it('a signature the service refuses gives Error registering name (§8), back on the register view', async () => {
    const h = await setup(withApi(fixture.stack.api))
    // The plain memory wallet's signature is not a real one: apps/api refuses it.
    await openRegister(h)
    const label = unique('refused')
    type(h, label)
    await h.modal().findByTestId('portico-name-available')
    await act(async () => {
      fireEvent.click(registerButton(h))
    })
    expect(await h.modal().findByText('Error registering name')).toBeTruthy()
    expect((nameInput(h) as HTMLInputElement).value).toBe(label)
    expect(registerButton(h).disabled).toBe(false)
    h.unmount()
  })

  it('a failing suggestions call says Error fetching name suggestions with a retry', async () => {
    const h = await setup(withApi(fixture.failingUrl))
    await openRegister(h)
    type(h, 'some-name')
    expect(await h.modal().findByText('Error fetching name suggestions')).toBeTruthy()
    expect(h.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(registerButton(h).disabled).toBe(true)
    h.unmount()
  })

  it('is for EVM accounts only (§9)', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await loadRoute(routeOf('RegisterAccountName'))
    await connect(h, 'solana')
    await openModal(h, { view: 'RegisterAccountName' })
    expect((await h.modal().findByTestId('portico-register-name-unavailable')).textContent).toBe(
      'Names can be registered only with an EVM account.',
    )
    h.unmount()
  })
})

describe('RegisterAccountNameSuccess view', () => {
  it('opened without a registration claims nothing', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await loadRoute(routeOf('RegisterAccountNameSuccess'))
    await connect(h)
    await openModal(h, { view: 'RegisterAccountNameSuccess' })
    expect((await h.modal().findByTestId('portico-register-name-success')).textContent).toContain(
      'No name was registered here. You can choose one from your account.',
    )
    h.unmount()
  })
})

describe('UpdateEmailWallet view', () => {
  it('needs the embedded wallet connected (§5): with another wallet, opening it shows Account instead', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await connect(h)
    await openModal(h, { view: 'UpdateEmailWallet' })
    await waitFor(() => expect(h.modal().getByRole('dialog', { name: 'Account' })).toBeTruthy())
    expect(h.modal().queryByTestId('portico-update-email')).toBeNull()
    expect(h.core.state.router.view).toBe('Account')
    h.unmount()
  })
})
