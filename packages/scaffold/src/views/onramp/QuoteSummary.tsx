import type { OnRampQuote } from '@portico/blockchain-api'
import { type MessageKey, useMessages } from '@portico/ui'

const ROWS: [MessageKey, keyof Omit<OnRampQuote, 'quoteId'>][] = [
  ['buy.receive', 'purchaseAmount'],
  ['buy.subtotal', 'paymentSubtotal'],
  ['buy.networkFee', 'networkFee'],
  ['buy.providerFee', 'providerFee'],
  ['buy.total', 'paymentTotal'],
]

// The quote's layout ships with this lazy view rather than the modal's shared styles, which load with every view.
const STYLE = `.portico-quote{margin:0;display:flex;flex-direction:column;gap:4px;padding:8px 12px;
background:var(--pc-surface);border-radius:var(--pc-radius-3)}
.portico-quote>div{display:flex;justify-content:space-between;gap:8px}
.portico-quote dt{color:var(--pc-muted)}.portico-quote dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}`

/** §3's quote fields: purchase amount, subtotal, network fee, provider fee, total, each with its currency. */
export function QuoteSummary({ quote }: { quote: OnRampQuote }) {
  const { t } = useMessages()
  return (
    <>
      <style>{STYLE}</style>
      <dl className="portico-quote" aria-label={t('buy.quote')} data-testid="portico-buy-quote">
        {ROWS.map(([label, field]) => (
          <div key={field}>
            <dt>{t(label)}</dt>
            <dd dir="ltr" data-testid={`portico-buy-${field}`}>
              {quote[field].amount} {quote[field].currency}
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}
