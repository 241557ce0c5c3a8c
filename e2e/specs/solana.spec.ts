import { SOLANA_DEV_TOKEN } from '@portico/testing'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { expect, test } from '../fixtures/solana'
import { lamportsOf, SOLANA_ACCOUNT, solanaRpc, tokenAmountOf } from '../pages/solana-lab'

const ADDRESS = SOLANA_ACCOUNT.address

/** A fresh recipient: a random 32-byte key (any 32 bytes are a valid Solana address). */
function freshAddress(): string {
  return bs58.encode(nacl.sign.keyPair().publicKey)
}

test.describe('Solana on the lab: a Wallet Standard test wallet over the local LiteSVM service', () => {
  test('connect via the modal, eoa account on localnet, the real SOL and PUSD balances show', async ({
    stack,
    solanaWallet: wallet,
    solanaLab: lab,
  }) => {
    await lab.goto()
    await expect(lab.field('status')).toHaveText('disconnected', { timeout: 10_000 })
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('address')).toHaveText(ADDRESS)
    await expect(lab.field('account-type')).toHaveText('eoa')
    await expect(lab.field('network')).toHaveText('solana:localnet')
    await expect(lab.dialog).toBeHidden()
    expect(wallet.isAuthorized).toBe(true)

    const lamports = await lamportsOf(stack, ADDRESS)
    await expect(lab.field('balance')).toContainText('SOL', { timeout: 10_000 })
    const shown = Number.parseFloat((await lab.field('balance').textContent()) ?? 'NaN')
    expect(shown).toBeCloseTo(lamports / 1e9, 6)
    const tokens = await tokenAmountOf(stack, ADDRESS, SOLANA_DEV_TOKEN.mint)
    await expect(lab.field('tokens')).toHaveText(`${tokens} PUSD`)
  })

  test('sign a message: the signature verifies with tweetnacl for this key only', async ({ page, solanaLab: lab }) => {
    await lab.goto()
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    const message = `Portico e2e ${Date.now()}`
    await page.getByLabel('Message').fill(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const { state, text } = await lab.outcome('sign')
    expect(state, text).toBe('ok')
    const signature = bs58.decode(text.trim())
    const bytes = new TextEncoder().encode(message)
    expect(nacl.sign.detached.verify(bytes, signature, bs58.decode(ADDRESS))).toBe(true)
    expect(nacl.sign.detached.verify(bytes, signature, nacl.sign.keyPair().publicKey)).toBe(false)
  })

  test('send SOL and a PUSD transfer: both confirmed on the local service', async ({ stack, solanaLab: lab }) => {
    await lab.goto()
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    const recipient = freshAddress()
    const before = await lamportsOf(stack, ADDRESS)

    await lab.send(recipient, '0.05')
    const sol = await lab.outcome('send')
    expect(sol.state, sol.text).toBe('ok')
    const [status] = (
      await solanaRpc<{ value: ({ err: unknown; confirmationStatus: string } | null)[] }>(
        stack,
        'getSignatureStatuses',
        [[sol.text.trim()]],
      )
    ).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await lamportsOf(stack, recipient)).toBe(50_000_000)
    expect(before - (await lamportsOf(stack, ADDRESS))).toBe(50_000_000 + 5000)

    const tokensBefore = Number(await tokenAmountOf(stack, ADDRESS, SOLANA_DEV_TOKEN.mint))
    await lab.send(recipient, '2.5', true)
    const spl = await lab.outcome('send')
    expect(spl.state, spl.text).toBe('ok')
    expect(spl.text.trim()).not.toBe(sol.text.trim())
    expect(await tokenAmountOf(stack, recipient, SOLANA_DEV_TOKEN.mint)).toBe('2.5')
    expect(Number(await tokenAmountOf(stack, ADDRESS, SOLANA_DEV_TOKEN.mint))).toBe(tokensBefore - 2.5)
    await expect(lab.field('tokens')).toHaveText(`${tokensBefore - 2.5} PUSD`)
  })

  test('a reload restores the connection without a prompt; after disconnect a reload stays disconnected', async ({
    page,
    solanaWallet: wallet,
    solanaLab: lab,
  }) => {
    await lab.goto()
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })

    await page.reload()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('address')).toHaveText(ADDRESS)
    await expect(lab.field('network')).toHaveText('solana:localnet')
    const prompts = wallet.requests.filter((r) => r.method === 'connect' && !r.silent)
    expect(prompts).toHaveLength(1)

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(lab.field('status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(lab.field('address')).toHaveText('')
    expect(wallet.isAuthorized).toBe(false)
    await page.reload()
    await expect(lab.field('status')).toHaveText('disconnected', { timeout: 10_000 })
  })

  test('refusals: connect rejected leaves it disconnected; a declined signature, a rejected send and a cluster the wallet lacks leave it connected', async ({
    page,
    solanaWallet: wallet,
    solanaLab: lab,
  }) => {
    await lab.goto()
    wallet.setBehaviour('connect', 'reject')
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('disconnected', { timeout: 10_000 })
    expect(wallet.isAuthorized).toBe(false)

    wallet.resetBehaviours()
    await page.keyboard.press('Escape')
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    wallet.setBehaviour('signMessage', 'reject')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const declined = await lab.outcome('sign')
    expect(declined.state).toBe('error')
    expect(declined.text).toContain('Signature declined')
    await expect(lab.field('status')).toHaveText('connected')

    // The test wallet lists localnet only (devnet and mainnet would be outside this machine): switching to devnet
    // is refused, the lab shows why and nothing changes.
    await page.getByRole('button', { name: 'Use Solana Devnet' }).click()
    const switched = await lab.outcome('switch')
    expect(switched.state).toBe('error')
    expect(switched.text).toContain('CHAIN_NOT_SUPPORTED')
    await expect(lab.field('network')).toHaveText('solana:localnet')
    await expect(lab.field('status')).toHaveText('connected')

    wallet.setBehaviour('signAndSendTransaction', 'reject')
    await lab.send(freshAddress(), '0.01')
    const refused = await lab.outcome('send')
    expect(refused.state).toBe('error')
    expect(refused.text).toContain('USER_REJECTED')
  })

  test('garbage answers: a garbage connect leaves it disconnected; a garbage signature or send is a typed error and it stays connected', async ({
    page,
    stack,
    solanaWallet: wallet,
    solanaLab: lab,
  }) => {
    await lab.goto()
    wallet.setBehaviour('connect', 'garbage')
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(lab.field('address')).toHaveText('')

    wallet.resetBehaviours()
    await page.keyboard.press('Escape')
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('address')).toHaveText(ADDRESS)

    wallet.setBehaviour('signMessage', 'garbage')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signed = await lab.outcome('sign')
    expect(signed.state).toBe('error')
    expect(signed.text).toContain('SIGN_MESSAGE_FAILED')
    await expect(lab.field('status')).toHaveText('connected')

    const to = freshAddress()
    wallet.setBehaviour('signAndSendTransaction', 'garbage')
    await lab.send(to, '0.01')
    const sent = await lab.outcome('send')
    expect(sent.state).toBe('error')
    expect(sent.text).toContain('RPC_TRANSACTION_REJECTED')
    await expect(lab.field('status')).toHaveText('connected')
    await expect(lab.field('address')).toHaveText(ADDRESS)
    // Nothing reached the chain.
    expect(await lamportsOf(stack, to)).toBe(0)
  })

  test('the wallet disappears mid-signature: a clear error and the namespace is disconnected', async ({
    page,
    solanaWallet: wallet,
    solanaLab: lab,
  }) => {
    await lab.goto()
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    wallet.setBehaviour('signMessage', 'hang')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('sol-sign-result')).toHaveAttribute('data-state', 'busy')
    await expect.poll(() => wallet.requests.some((r) => r.method === 'signMessage'), { timeout: 10_000 }).toBe(true)
    wallet.disappear()
    const gone = await lab.outcome('sign')
    expect(gone.state).toBe('error')
    expect(gone.text).toContain('DISCONNECTED')
    await expect(lab.field('status')).toHaveText('disconnected', { timeout: 10_000 })
  })
})
