import { base58 } from '@scure/base'
import type { WalletKeys } from './keys/derive'
import { toHex } from './keys/derive'

type Namespace = 'eip155' | 'solana'

/** The key as the usual wallets import it: EVM hex; Solana base58 of the 64-byte secret key (seed + public key). */
export function formatPrivateKey(keys: WalletKeys, namespace: Namespace): string {
  if (namespace === 'eip155') return toHex(keys.evm.privateKey)
  const secret = new Uint8Array(64)
  secret.set(keys.solana.privateKey)
  secret.set(keys.solana.publicKey, 32)
  const text = base58.encode(secret)
  secret.fill(0)
  return text
}

function button(label: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  return element
}

/**
 * The export screen lives in the frame's own document, so the host page (another origin) can show the frame but never
 * read what it displays. The key is revealed only after a second, explicit confirmation in this UI.
 */
export function showExport(
  root: HTMLElement,
  namespace: Namespace,
  reveal: () => Promise<string>,
): Promise<{ shown: boolean }> {
  const label = namespace === 'eip155' ? 'EVM' : 'Solana'
  return new Promise((resolve) => {
    const panel = document.createElement('section')
    panel.setAttribute('role', 'dialog')
    panel.setAttribute('aria-label', `Export ${label} private key`)
    const warning = document.createElement('p')
    warning.textContent = `Reveal your ${label} private key? Anyone who sees it controls this account and its funds.`
    const confirm = button('Reveal private key')
    const cancel = button('Cancel')
    const close = (shown: boolean) => {
      panel.remove()
      resolve({ shown })
    }
    cancel.addEventListener('click', () => close(false))
    confirm.addEventListener('click', async () => {
      confirm.disabled = true
      const output = document.createElement('output')
      output.textContent = await reveal()
      const done = button('Done')
      done.addEventListener('click', () => {
        output.textContent = ''
        close(true)
      })
      panel.replaceChildren(warning, output, done)
    })
    panel.append(warning, confirm, cancel)
    root.replaceChildren(panel)
  })
}
