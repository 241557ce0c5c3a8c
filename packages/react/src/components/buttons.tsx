import type { ChainNamespace } from '@portico/common'
import { truncateAddress } from '@portico/common'
import { createTranslate, formatFixed, pageMessages, resolveLocale } from '@portico/scaffold/messages'
import { type ButtonHTMLAttributes, useMemo } from 'react'
import { useAppKit, useAppKitAccount, useAppKitNetwork } from '../hooks/hooks'
import { useCoreSelector, useKitSelector } from '../hooks/useSnapshot'
import { shallowEqual } from '../hooks/useStoreSelector'

// Light buttons in the app's own DOM: a few hundred bytes each, styled by the host (data-portico-button); the
// modal they open is where the shadow root and the theme live.

type Size = 'md' | 'sm'
type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type' | 'children'>

function useLocale(): string {
  // The kit's live locale (setLocale), so the buttons change language and number format with the modal.
  return useKitSelector((state) => state.locale)
}

// The buttons' strings are the page part of the catalogue: there in every locale before the modal's code loads.
function usePageTranslate(locale: string) {
  return useMemo(() => createTranslate(pageMessages[resolveLocale(locale)], locale), [locale])
}

/** §9: numbers other than transaction quantities show 2 decimals, in the kit's locale (not a fixed en-US). */
function formatBalance(value: string | number, locale: string): string {
  const n = Number(value)
  return formatFixed(locale, Number.isFinite(n) ? n : 0)
}

export interface AppKitConnectButtonProps extends NativeProps {
  label?: string
  loadingLabel?: string
  size?: Size
  namespace?: ChainNamespace
}

export function AppKitConnectButton({
  label,
  loadingLabel,
  size = 'md',
  namespace,
  ...rest
}: AppKitConnectButtonProps) {
  const t = usePageTranslate(useLocale())
  const { open } = useAppKit()
  const { status } = useAppKitAccount(namespace ? { namespace } : {})
  const connecting = status === 'connecting' || status === 'reconnecting'
  return (
    <button
      type="button"
      {...rest}
      data-portico-button="connect"
      data-size={size}
      aria-busy={connecting || undefined}
      onClick={() => void open({ view: 'Connect', ...(namespace ? { namespace } : {}) })}
    >
      {connecting ? (loadingLabel ?? t('button.connecting')) : (label ?? t('button.connect'))}
    </button>
  )
}

export interface AppKitAccountButtonProps extends NativeProps {
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
}

export function AppKitAccountButton({ balance = 'show', namespace, ...rest }: AppKitAccountButtonProps) {
  const locale = useLocale()
  const t = usePageTranslate(locale)
  const { open } = useAppKit()
  const { address } = useAppKitAccount(namespace ? { namespace } : {})
  const account = useCoreSelector((snap) => {
    const ns = namespace ?? snap?.chain.activeChain
    const state = ns ? snap?.chain.chains[ns]?.accountState : undefined
    return { balance: state?.balance, balanceSymbol: state?.balanceSymbol }
  }, shallowEqual)
  if (!address) return null
  const short = truncateAddress(address)
  const shownBalance =
    balance === 'show' && account.balance !== undefined
      ? `${formatBalance(account.balance, locale)} ${account.balanceSymbol ?? ''}`
      : ''
  return (
    <button
      type="button"
      {...rest}
      data-portico-button="account"
      aria-label={t('button.account', { address: short })}
      onClick={() => void open({ view: 'Account' })}
    >
      {shownBalance ? `${shownBalance.trim()} · ${short}` : short}
    </button>
  )
}

export interface AppKitNetworkButtonProps extends NativeProps {}

export function AppKitNetworkButton(props: AppKitNetworkButtonProps) {
  const t = usePageTranslate(useLocale())
  const { open } = useAppKit()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <button type="button" {...props} data-portico-button="network" onClick={() => void open({ view: 'SwitchNetwork' })}>
      {caipNetwork?.name ?? t('button.network')}
    </button>
  )
}

export interface AppKitButtonProps extends AppKitConnectButtonProps {
  balance?: 'show' | 'hide'
}

/** Connect when disconnected, the account button when connected (AppKit's <appkit-button>). */
export function AppKitButton({ balance, ...props }: AppKitButtonProps) {
  const { isConnected } = useAppKitAccount(props.namespace ? { namespace: props.namespace } : {})
  if (isConnected) {
    const { label: _l, loadingLabel: _ll, size: _s, ...rest } = props
    return <AppKitAccountButton balance={balance} {...rest} />
  }
  return <AppKitConnectButton {...props} />
}
