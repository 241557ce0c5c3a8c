import { ListItem, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'
import { BuyPlaceholder } from './BuyPlaceholder'
import { cardLimits, useBuyOptions } from './buyOptions'
import { useBuyState } from './buyState'
import { useBuyAccount } from './useBuyAccount'

/** The payment currencies the provider takes, each with its card limits; choosing one goes back to the purchase. */
export default function OnRampFiatSelectView() {
  const { core } = useModal()
  const { t, format } = useMessages()
  const account = useBuyAccount()
  const [state, setState] = useBuyState(core)
  const options = useBuyOptions(core)
  if (account.blocked || !options) return <BuyPlaceholder blocked={account.blocked} />
  return (
    <ul className="portico-list" aria-label={t('view.OnRampFiatSelect.title')} data-testid="portico-buy-currencies">
      {options.paymentCurrencies.map(({ id }) => {
        const limits = cardLimits(options, id)
        return (
          <li key={id}>
            <ListItem
              label={id}
              description={
                limits
                  ? t('buy.limits', { min: format.currency(limits.min, id), max: format.currency(limits.max, id) })
                  : undefined
              }
              aria-current={id === state.paymentCurrency || undefined}
              onClick={() => {
                // A new currency has other limits: the amount typed for the old one is not carried over.
                if (id !== state.paymentCurrency) setState({ paymentCurrency: id, amount: '' })
                core.router.goBack()
              }}
            />
          </li>
        )
      })}
    </ul>
  )
}
