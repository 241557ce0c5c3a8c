import { ListItem, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'
import { BuyPlaceholder } from './BuyPlaceholder'
import { currenciesOn, useBuyOptions } from './buyOptions'
import { useBuyState } from './buyState'
import { useBuyAccount } from './useBuyAccount'

/** The tokens the provider sells on the active network; choosing one goes back to the purchase. */
export default function OnRampTokenSelectView() {
  const { core } = useModal()
  const { t } = useMessages()
  const account = useBuyAccount()
  const [state, setState] = useBuyState(core)
  const options = useBuyOptions(core)
  if (account.blocked || !options) return <BuyPlaceholder blocked={account.blocked} />
  const currencies = currenciesOn(options, account.chainId)
  if (currencies.length === 0) return <p className="portico-status-text">{t('buy.noTokens')}</p>
  return (
    <ul className="portico-list" aria-label={t('view.OnRampTokenSelect.title')} data-testid="portico-buy-tokens">
      {currencies.map((currency) => (
        <li key={currency.id}>
          <ListItem
            label={currency.symbol}
            description={currency.name}
            aria-current={currency.id === state.purchaseCurrency || undefined}
            onClick={() => {
              setState({ purchaseCurrency: currency.id })
              core.router.goBack()
            }}
          />
        </li>
      ))}
    </ul>
  )
}
