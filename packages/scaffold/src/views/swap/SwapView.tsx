import type { SwapToken } from '@portico/blockchain-api'
import { Button, IconButton, Input, injectStyles, Skeleton, useMessages } from '@portico/ui'
import { type FormEvent, useLayoutEffect, useRef } from 'react'
import { useModal, useRouteData } from '../../context/ModalContext'
import { SwapAmountField } from './SwapAmountField'
import { SwapDetails } from './SwapDetails'
import { SwapUnavailable } from './SwapUnavailable'
import { resetSwapProgress, useSwapForm } from './swapForm'
import {
  displayAmount,
  isNativeToken,
  type SwapKind,
  swapFields,
  swapFormState,
  toSmallestUnit,
  typedAmount,
} from './swapMath'
import { swapStyles } from './swapStyles'
import { balanceOf, findToken, useSwapAccount, useSwapBalances, useSwapTokens } from './useSwapContext'
import { useSwapQuote } from './useSwapQuote'

/**
 * §2 Swap, opened with AppKit's swap arguments as data (amount, fromToken, toToken by symbol or address). Either
 * amount is typed: the amount to pay (the other field shows what it buys) or the amount to receive (exact output: the
 * other field shows what it takes); the quote is refreshed as the user types. Review leads to SwapPreview, which sends
 * it.
 */
export default function SwapView() {
  const account = useSwapAccount()
  const ready = account.kind === 'ready' ? account : undefined
  const tokens = useSwapTokens(ready?.caipNetworkId)
  if (!ready) return <SwapUnavailable account={account} />
  if (tokens.status === 'loading') return <Skeleton height={160} />
  if (tokens.status === 'error') return <SwapUnavailable account={account} error={tokens.error} retry={tokens.reload} />
  if (tokens.data.length === 0) return <SwapUnavailable account={account} unsupported />
  return <SwapForm tokens={tokens.data} address={ready.address} caipNetworkId={ready.caipNetworkId} />
}

function SwapForm({ tokens, address, caipNetworkId }: { tokens: SwapToken[]; address: string; caipNetworkId: string }) {
  const { core } = useModal()
  const { t } = useMessages()
  const args = useRouteData('Swap')
  const [form, setForm] = useSwapForm(core)
  const balances = useSwapBalances(address, caipNetworkId)
  // The amount fields' styles come with this chunk, not the modal shell every app loads; before paint, into the
  // modal's shadow root as the shell's own styles are (an adopted sheet: no inline <style> for a strict CSP).
  const formRef = useRef<HTMLFormElement>(null)
  useLayoutEffect(() => {
    const root = formRef.current?.getRootNode()
    return root instanceof ShadowRoot ? injectStyles(root, swapStyles) : undefined
  }, [])

  // The opening arguments (or the defaults: the native coin into the first other token) fill the form once per
  // network and per set of arguments; picking tokens or typing afterwards is the user's. Before paint, so the form
  // never shows empty fields first.
  const opened = `${caipNetworkId}|${JSON.stringify(args ?? {})}`
  useLayoutEffect(() => {
    if (form.opened === opened && form.caipNetworkId === caipNetworkId) return
    const from = findToken(tokens, args?.fromToken) ?? tokens.find((x) => isNativeToken(x.address)) ?? tokens[0]
    const to = findToken(tokens, args?.toToken) ?? tokens.find((x) => x.address !== from?.address)
    setForm({ opened, caipNetworkId, from, to, amount: args?.amount ?? '', kind: 'exactIn' })
  }, [opened, caipNetworkId, tokens, args, form.opened, form.caipNetworkId, setForm])

  const { from, to, kind } = form
  const typedIn = kind === 'exactOut' ? to : from
  const amount = typedIn ? typedAmount(form.amount, typedIn.decimals) : undefined
  const fromBalance = balanceOf(balances.data, from)
  const balance =
    from && balances.status === 'ready'
      ? (toSmallestUnit(fromBalance?.quantity.numeric ?? '0', from.decimals) ?? 0n)
      : undefined
  const quote = useSwapQuote(from, to, amount, address, kind)
  const state = swapFormState({
    amount,
    balance,
    slippage: form.slippage,
    kind,
    quote: !quote
      ? { status: 'idle' }
      : quote.status === 'ready'
        ? { status: 'ready', toAmount: quote.data?.toAmount, fromAmount: quote.data?.fromAmount }
        : { status: quote.status },
  })
  const shown = quote?.status === 'ready' ? quote.data : undefined
  const fields = swapFields(form, shown, from, to)
  // Typing in a field makes its amount the fixed one: the amount sold (exactIn) or bought (exactOut); its pill opens
  // the token list for that side.
  const amountField = (kind: SwapKind, side: 'from' | 'to', label: string, testId: string, value: string) => {
    const token = side === 'from' ? from : to
    return (
      <SwapAmountField
        label={label}
        value={value}
        onChange={(typed) => setForm({ amount: typed.replace(',', '.'), kind })}
        inputTestId={testId}
        token={token}
        tokenLabel={token ? t('swap.changeToken', { symbol: token.symbol }) : t('swap.chooseToken')}
        tokenTestId={`portico-swap-${side}-token`}
        emptyToken={t('swap.chooseToken')}
        onChooseToken={() => core.router.push('SwapSelectToken', { side })}
      />
    )
  }

  const review = (event: FormEvent) => {
    event.preventDefault()
    if (state !== 'ready') return
    resetSwapProgress(core)
    core.router.push('SwapPreview')
  }
  const flip = () => setForm({ from: to, to: from, amount: '', kind: 'exactIn' })

  const cta =
    state === 'insufficientBalance'
      ? t('swap.insufficientBalance', { symbol: from?.symbol ?? '' })
      : state === 'noLiquidity'
        ? t('swap.noLiquidity')
        : state === 'enterAmount'
          ? t('swap.enterAmount')
          : state === 'quoteFailed'
            ? t('swap.quoteFailed')
            : state === 'invalidSlippage'
              ? t('swap.slippageInvalid')
              : t('swap.review')
  return (
    <form ref={formRef} className="portico-stack" data-testid="portico-swap" onSubmit={review} noValidate>
      <div className="portico-stack">
        {amountField('exactIn', 'from', t('swap.pay'), 'portico-swap-amount', fields.pay)}
        <p className="portico-muted" data-testid="portico-swap-balance">
          {from && balance !== undefined
            ? t('swap.balance', { amount: displayAmount(balance, from.decimals), symbol: from.symbol })
            : ' '}
        </p>
      </div>
      <IconButton
        label={t('swap.flip')}
        variant="secondary"
        onClick={flip}
        data-testid="portico-swap-flip"
        icon={<span aria-hidden="true">⇅</span>}
      />
      <div className="portico-stack">
        {amountField('exactOut', 'to', t('swap.receive'), 'portico-swap-to-input', fields.receive)}
        {/* The quoted amount received, announced when it changes (an input's new value is not). */}
        <output
          className="portico-visually-hidden"
          aria-live="polite"
          data-testid="portico-swap-to-amount"
          data-state={state}
          dir="ltr"
        >
          {shown && to ? displayAmount(shown.toAmount, to.decimals) : '0'}
        </output>
      </div>
      <div aria-live="polite" className="portico-stack">
        {state === 'quoting' && (
          <div aria-busy="true">
            <span className="portico-visually-hidden">{t('swap.quoting')}</span>
            <Skeleton height={20} width={160} />
          </div>
        )}
        {shown && from && to && <SwapDetails quote={{ ...shown, kind }} from={from} to={to} slippage={form.slippage} />}
      </div>
      <Input
        label={t('swap.slippage')}
        hint={t('swap.slippageHint')}
        error={state === 'invalidSlippage' ? t('swap.slippageInvalid') : undefined}
        inputMode="decimal"
        dir="ltr"
        data-testid="portico-swap-slippage"
        value={form.slippage}
        onChange={(e) => setForm({ slippage: e.target.value.replace(',', '.') })}
      />
      <Button type="submit" fullWidth disabled={state !== 'ready'} data-testid="portico-swap-review">
        {cta}
      </Button>
    </form>
  )
}
