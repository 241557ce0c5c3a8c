import { formatUnits } from '@portico/common/units'
import type { TokenBalance } from '@portico/core'
import { isSendNamespace } from '@portico/core/internal'
import { Alert, Button, Input, ListItem, Skeleton, useMessages } from '@portico/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { apiClientOf } from '../../api/apiClient'
import { useCoreSnapshot, useModal, useRouteData } from '../../context/ModalContext'
import { useRemote } from '../account/useRemote'
import { useDebounced } from '../useDebounced'
import { balanceUnits, checkAmount, maxAmount } from './amount'
import { networkFee } from './fee'
import { usdPrice } from './price'
import { classifyRecipient, resolveName } from './recipient'
import { setSendReceiver, setSendToken } from './sendForm'
import { resetSendStatus } from './sendStatus'
import { decimalsOf, isNative, tokenKey } from './token'
import { type SendAccount, useSendAccount, useSendTokens } from './useSendTokens'

/** Quiet time after a keystroke in the recipient field before a name is looked up. */
export const NAME_DEBOUNCE_MS = 300

/** The picked token as the fresh list has it (new balance), else the first one (native); route data may name one. */
function chosenToken(list: readonly TokenBalance[], picked: TokenBalance | undefined) {
  const key = picked ? tokenKey(picked) : undefined
  return list.find((token) => (key ? tokenKey(token) === key : isNative(token))) ?? list[0]
}

function useRecipient(account: SendAccount, input: string) {
  const { core } = useModal()
  const check = core.getAdapter(account.namespace)?.isAddress?.bind(core.getAdapter(account.namespace))
  const recipient = classifyRecipient(account.namespace, input, check)
  const name = useDebounced(recipient.kind === 'name' ? recipient.name : '', NAME_DEBOUNCE_MS)
  const chainId = Number(account.chainId)
  const lookup = useRemote(name ? `${chainId}|${name.toLowerCase()}` : undefined, (signal) =>
    resolveName(apiClientOf(core), { name, chainId, signal, ...(check ? { check } : {}) }),
  )
  if (recipient.kind !== 'name')
    return { recipient, address: recipient.kind === 'address' ? recipient.address : undefined }
  const settled = name === recipient.name && lookup.status !== 'loading'
  return { recipient, lookup: settled ? lookup : undefined, address: settled ? (lookup.data ?? undefined) : undefined }
}

/**
 * WalletSend: the token (from the Tokens data of the active network), the amount (§5: a minus is refused, what is not
 * a number is zero; "Max" leaves the native coin's network fee), its USD value when the service prices it, and the
 * recipient (an address, or on EVM a name resolved through the service, shown before anything is sent). Errors show
 * inline; the preview is offered only for a sendable amount to a valid recipient.
 */
export default function WalletSendView() {
  const account = useSendAccount()
  const { core } = useModal()
  const { t } = useMessages()
  useEffect(() => {
    if (!account) core.router.replace('Connect')
  }, [core, account])
  // The last send's outcome belongs to that send: a form opened again starts without it.
  useEffect(() => resetSendStatus(core), [core])
  if (!account) return null
  // §9: send is offered on eip155 and solana only; opened by name elsewhere, it says so.
  if (!isSendNamespace(account.namespace))
    return <p className="portico-status-text">{t('message.chainNotSupported')}</p>
  return <SendForm account={account} />
}

function SendForm({ account }: { account: SendAccount }) {
  const { core } = useModal()
  const { t, format } = useMessages()
  const { send } = useCoreSnapshot()
  const args = useRouteData('WalletSend')
  const api = apiClientOf(core)
  const tokens = useSendTokens(account)

  const [amountInput, setAmountInput] = useState(() => args?.amount ?? (send.amount === '0' ? '' : send.amount))

  useEffect(() => {
    // Route data fills the form once; the entry is then replaced, so coming back from the token list keeps edits.
    if (!args || tokens.status === 'loading') return
    if (args.amount !== undefined) core.setSendAmount(args.amount)
    if (args.receiver !== undefined) setSendReceiver(core, args.receiver)
    const wanted = tokens.data?.find((token) => token.address === args.tokenAddress)
    if (args.tokenAddress !== undefined && wanted) setSendToken(core, wanted)
    core.router.replace('WalletSend')
  }, [core, args, tokens.status, tokens.data])

  const list = tokens.data ?? []
  const token = chosenToken(list, send.token as TokenBalance | undefined)
  const native = token ? isNative(token) : false
  const decimals = token ? decimalsOf(token) : 0
  const balance = token ? balanceUnits(token.quantity.numeric, decimals) : 0n
  const fee = useRemote(token ? `${account.caipNetworkId}|${tokenKey(token)}` : undefined, (signal) =>
    token
      ? networkFee(core, api, { namespace: account.namespace, caipNetworkId: account.caipNetworkId, token, signal })
      : Promise.reject(new Error('no token')),
  )
  const price = useRemote(token ? tokenKey(token) : undefined, (signal) =>
    token ? usdPrice(api, token, signal) : Promise.resolve(undefined),
  )
  const feeUnits = native && fee.status === 'ready' ? fee.data.amount : 0n
  const amount = checkAmount(amountInput, decimals, balance, feeUnits)
  const receiverInput = send.receiver ?? ''
  const { recipient, lookup, address } = useRecipient(account, receiverInput)
  const max = token ? maxAmount(balance, native, fee.status === 'ready' ? fee.data.amount : undefined) : undefined

  const amountError =
    amount.status === 'negative'
      ? t('send.negativeAmount')
      : amount.status === 'insufficient'
        ? t('send.insufficientFunds')
        : undefined
  const receiverError =
    recipient.kind === 'invalid'
      ? t('send.invalidAddress')
      : lookup?.status === 'error'
        ? t('message.errorResolvingName')
        : lookup?.status === 'ready' && lookup.data === null && recipient.kind === 'name'
          ? t('send.nameNotFound', { name: recipient.name })
          : undefined
  const ready = token !== undefined && amount.status === 'ok' && address !== undefined
  const usd =
    price.status === 'ready' && price.data !== undefined && amount.status !== 'empty' && amount.status !== 'negative'
      ? Number(formatUnits(amount.units, decimals)) * price.data
      : undefined

  const setAmount = (value: string) => {
    // The field shows what was typed; core keeps §5's value (what is not a number is '0').
    setAmountInput(value)
    core.setSendAmount(value)
  }
  const review = (event: FormEvent) => {
    event.preventDefault()
    if (!ready || !token) return
    setSendToken(core, token)
    core.router.push('WalletSendPreview', {
      address,
      ...(recipient.kind === 'name' ? { name: recipient.name } : {}),
    })
  }

  if (tokens.status === 'loading') {
    return (
      <div aria-busy="true" className="portico-stack" data-testid="portico-send-loading">
        <span className="portico-visually-hidden">{t('send.tokensLoading')}</span>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    )
  }
  if (!token) {
    return (
      <p className="portico-status-text" data-testid="portico-send-no-tokens">
        {t('send.noTokens')}
      </p>
    )
  }
  return (
    <form className="portico-stack" data-testid="portico-send" onSubmit={review} noValidate>
      <div className="portico-stack">
        <p className="portico-section-title">{t('send.token')}</p>
        <ListItem
          label={token.symbol}
          description={
            <bdi>
              {t('send.balance', { amount: `${format.number(Number(token.quantity.numeric))} ${token.symbol}` })}
            </bdi>
          }
          onClick={() => core.router.push('WalletSendSelectToken')}
          data-testid="portico-send-token"
        />
      </div>
      <Input
        label={t('send.amount')}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={amountInput}
        error={amountError}
        onChange={(event) => setAmount(event.target.value)}
        data-testid="portico-send-amount"
      />
      <div className="portico-row">
        <Button
          variant="secondary"
          disabled={max === undefined}
          onClick={() => max !== undefined && setAmount(formatUnits(max, decimals))}
        >
          {t('send.max')}
        </Button>
        <p className="portico-muted" aria-live="polite" data-testid="portico-send-usd">
          {usd === undefined ? null : t('send.usdValue', { value: format.currency(usd, 'USD') })}
        </p>
      </div>
      <Input
        label={t('send.receiver')}
        hint={t('send.receiverHint')}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={receiverInput}
        error={receiverError}
        onChange={(event) => setSendReceiver(core, event.target.value)}
        data-testid="portico-send-receiver"
      />
      <div aria-live="polite">
        {recipient.kind === 'name' && lookup === undefined && <p className="portico-muted">{t('send.resolving')}</p>}
        {recipient.kind === 'name' && address && (
          <p className="portico-muted" data-testid="portico-send-resolved">
            <bdi>{t('send.resolvedTo', { address })}</bdi>
          </p>
        )}
      </div>
      {fee.status === 'error' && native && account.namespace === 'eip155' && (
        <Alert title={t('message.networkNotSupportedForGasPrice')} />
      )}
      <Button type="submit" fullWidth disabled={!ready}>
        {t('send.review')}
      </Button>
    </form>
  )
}
