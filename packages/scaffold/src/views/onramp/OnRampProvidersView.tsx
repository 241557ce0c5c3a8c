import { generateOnRampUrl, getOnRampQuote, type OnRampQuote } from '@portico/blockchain-api'
import { Alert, Button, Input, ListItem, Skeleton, useMessages } from '@portico/ui'
import { useState } from 'react'
import { apiClientOf } from '../../api/apiClient'
import { useModal } from '../../context/ModalContext'
import { useRemote } from '../account/useRemote'
import { useDebounced } from '../useDebounced'
import { BuyPlaceholder } from './BuyPlaceholder'
import { cardLimits, currenciesOn, isDefaultOptions, networkOn, useBuyOptions } from './buyOptions'
import { useBuyState } from './buyState'
import { openCheckoutWindow } from './checkoutWindow'
import { QuoteSummary } from './QuoteSummary'
import { useBuyAccount } from './useBuyAccount'

/** Quiet time after a keystroke before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300

/** §8: a failed quote request answers the client's local estimate, marked by this id. */
const MOCK_QUOTE_ID = 'mocked-quote-id'

const AMOUNT = /^\d+(\.\d{0,2})?$/

/**
 * §2 on-ramp: the token and fiat currency (chosen in their own views), an amount within the payment method's limits,
 * the provider's quote (§3's fields, debounced while typing), then the provider's checkout in a popup, followed by
 * BuyInProgress. Failed options and quotes (§8) are shown with the client's fallbacks, marked as estimates.
 */
export default function OnRampProvidersView() {
  const { core } = useModal()
  const { t, format } = useMessages()
  const account = useBuyAccount()
  const [state, setState] = useBuyState(core)
  const options = useBuyOptions(core)
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState<'checkoutFailed' | 'popupBlocked' | undefined>(undefined)
  const api = apiClientOf(core)

  const currencies = options ? currenciesOn(options, account.chainId) : []
  const currency = currencies.find((c) => c.id === state.purchaseCurrency) ?? currencies[0]
  const network = networkOn(currency, account.chainId)
  const limits = options ? cardLimits(options, state.paymentCurrency) : undefined
  const typed = state.amount.trim()
  const amount = AMOUNT.test(typed) ? Number(typed) : Number.NaN
  const inRange = limits !== undefined && amount >= limits.min && amount <= limits.max
  const debounced = useDebounced(
    inRange && currency ? `${currency.id}|${state.paymentCurrency}|${typed}` : '',
    QUOTE_DEBOUNCE_MS,
  )
  const quoteKey =
    debounced && debounced === `${currency?.id}|${state.paymentCurrency}|${typed}` ? debounced : undefined
  const quote = useRemote<OnRampQuote | null>(account.blocked ? undefined : quoteKey, (signal) =>
    getOnRampQuote(api, {
      purchaseCurrency: currency?.id ?? '',
      paymentCurrency: state.paymentCurrency,
      amount,
      ...(network ? { network: network.name } : {}),
      signal,
    }),
  )

  if (account.blocked || !options) return <BuyPlaceholder blocked={account.blocked} />
  const money = (n: number) => format.currency(n, state.paymentCurrency)
  const ready = quote.status === 'ready' && quoteKey !== undefined ? quote.data : undefined

  const checkout = async () => {
    if (!ready || !currency || !network || !account.address || opening) return
    setError(undefined)
    // Opened within the click, before anything is awaited: a window opened later is blocked as a pop-up.
    const popup = openCheckoutWindow()
    if (!popup) {
      setError('popupBlocked')
      return
    }
    setOpening(true)
    try {
      const url = await generateOnRampUrl(api, {
        destinationWallets: [{ address: account.address, blockchains: [network.name], assets: [currency.id] }],
        defaultNetwork: network.name,
        partnerUserId: account.address,
        presetFiatAmount: amount,
      })
      if (!url) throw new Error('no checkout URL')
      popup.location.href = url
      setState({
        checkout: {
          url,
          origin: new URL(url).origin,
          popup,
          quote: ready,
          symbol: currency.symbol,
          balanceBefore: account.balance,
        },
      })
      core.router.push('BuyInProgress')
    } catch {
      popup.close()
      setError('checkoutFailed')
    } finally {
      setOpening(false)
    }
  }

  const amountError =
    typed !== '' && !inRange && limits
      ? t('buy.outOfRange', { min: money(limits.min), max: money(limits.max) })
      : undefined
  return (
    <div className="portico-stack" data-testid="portico-buy">
      {isDefaultOptions(options) && <Alert variant="warning" title={t('buy.estimatedOptions')} />}
      {currencies.length === 0 ? (
        <p className="portico-status-text">{t('buy.noTokens')}</p>
      ) : (
        <ListItem
          label={t('buy.token')}
          description={currency ? `${currency.symbol} · ${currency.name}` : undefined}
          onClick={() => core.router.push('OnRampTokenSelect')}
          data-testid="portico-buy-token"
        />
      )}
      <ListItem
        label={t('buy.fiat')}
        description={state.paymentCurrency}
        onClick={() => core.router.push('OnRampFiatSelect')}
        data-testid="portico-buy-fiat"
      />
      <Input
        label={t('buy.amount', { currency: state.paymentCurrency })}
        hint={limits ? t('buy.limits', { min: money(limits.min), max: money(limits.max) }) : undefined}
        error={amountError}
        value={state.amount}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        data-testid="portico-buy-amount"
        onChange={(e) => {
          setState({ amount: e.target.value })
          setError(undefined)
        }}
      />
      <div aria-live="polite" className="portico-stack">
        {inRange && !ready && quote.status !== 'error' && (
          <div aria-busy="true" className="portico-stack" data-testid="portico-buy-quoting">
            <span className="portico-visually-hidden">{t('buy.quoting')}</span>
            <Skeleton height={120} />
          </div>
        )}
        {inRange && quote.status === 'error' && quoteKey && (
          <Alert
            title={t('message.somethingWentWrong')}
            action={
              <Button variant="secondary" onClick={quote.reload}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        {inRange && ready && (
          <>
            {ready.quoteId === MOCK_QUOTE_ID && <Alert variant="warning" title={t('buy.estimate')} />}
            <QuoteSummary quote={ready} />
          </>
        )}
      </div>
      {error && <Alert title={t(`buy.${error}`)} />}
      <Button
        fullWidth
        loading={opening}
        disabled={!inRange || !ready}
        onClick={checkout}
        data-testid="portico-buy-continue"
      >
        {t('buy.continue')}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => core.router.push('WhatIsABuy')}>
        {t('buy.whatIsABuy')}
      </Button>
    </div>
  )
}
