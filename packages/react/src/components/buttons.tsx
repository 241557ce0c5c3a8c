import type { ChainNamespace } from '@portico/common'
import { type ButtonHTMLAttributes, type CSSProperties, useInsertionEffect } from 'react'
import { BUTTON_CSS } from '../buttons/button-css'
import { type ButtonFace, type ButtonInputs, type ButtonKind, buttonFace, sameFace } from '../buttons/button-face'
import { useAppKit } from '../hooks/hooks'
import { useCoreSelector, useKitSelector } from '../hooks/useSnapshot'
import { shallowEqual } from '../hooks/useStoreSelector'

// Light buttons in the app's own DOM with the look of the <appkit-*> elements: the same face (button-face) and the
// same stylesheet (button-css), injected once at the start of the page's head so the app's own rules still win.

type Size = 'md' | 'sm'
type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type' | 'children'>

const STYLE_ID = 'portico-button-css'

function useButtonStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return
    const style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = BUTTON_CSS
    document.head.prepend(style)
  }, [])
}

function useFace(kind: ButtonKind | 'auto', inputs: ButtonInputs): ButtonFace | undefined {
  useButtonStyles()
  // The kit's live locale and theme variables (setLocale, setThemeVariables), so the buttons follow the modal.
  const kit = useKitSelector((s) => ({ locale: s.locale, themeVariables: s.themeVariables }), shallowEqual)
  return useCoreSelector((snap) => buttonFace(kind, snap, kit, inputs), sameFace)
}

function FaceButton({
  face,
  size = 'md',
  onOpen,
  style,
  ...rest
}: NativeProps & { face: ButtonFace; size?: Size; onOpen: () => void }) {
  return (
    <button
      type="button"
      {...rest}
      style={{ ...(face.style as CSSProperties), ...style }}
      data-portico-button={face.kind}
      data-size={size}
      data-theme={face.theme}
      aria-busy={face.busy || undefined}
      aria-label={face.ariaLabel ?? rest['aria-label']}
      onClick={onOpen}
    >
      {face.kind === 'account' && <span data-part="dot" />}
      {face.balance && <span data-part="balance">{face.balance}</span>}
      <span data-part="text">{face.text}</span>
    </button>
  )
}

export interface AppKitConnectButtonProps extends NativeProps {
  label?: string
  loadingLabel?: string
  size?: Size
  namespace?: ChainNamespace
}

export function AppKitConnectButton({ label, loadingLabel, size, namespace, ...rest }: AppKitConnectButtonProps) {
  const { open } = useAppKit()
  const face = useFace('connect', { label, loadingLabel, namespace })
  if (!face) return null
  return (
    <FaceButton
      {...rest}
      face={face}
      size={size}
      onOpen={() => void open({ view: 'Connect', ...(namespace ? { namespace } : {}) })}
    />
  )
}

export interface AppKitAccountButtonProps extends NativeProps {
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
}

export function AppKitAccountButton({ balance, namespace, ...rest }: AppKitAccountButtonProps) {
  const { open } = useAppKit()
  const face = useFace('account', { balance, namespace })
  if (!face) return null
  return <FaceButton {...rest} face={face} onOpen={() => void open({ view: 'Account' })} />
}

export interface AppKitNetworkButtonProps extends NativeProps {}

export function AppKitNetworkButton(props: AppKitNetworkButtonProps) {
  const { open } = useAppKit()
  const face = useFace('network', {})
  if (!face) return null
  return <FaceButton {...props} face={face} onOpen={() => void open({ view: 'SwitchNetwork' })} />
}

export interface AppKitButtonProps extends AppKitConnectButtonProps {
  balance?: 'show' | 'hide'
}

/** Connect when disconnected, the account button when connected (AppKit's <appkit-button>). */
export function AppKitButton({ balance, ...props }: AppKitButtonProps) {
  const { label, loadingLabel, size, namespace, ...rest } = props
  const face = useFace('auto', { label, loadingLabel, balance, namespace })
  if (face?.kind === 'account') return <AppKitAccountButton balance={balance} namespace={namespace} {...rest} />
  return <AppKitConnectButton {...props} />
}
