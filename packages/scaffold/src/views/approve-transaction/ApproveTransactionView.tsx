import { truncateAddress } from '@portico/common'
import { Button, useMessages } from '@portico/ui'
import { useModal, useRouteData } from '../../context/ModalContext'

/**
 * §4 ApproveTransaction: an unsafe request of the embedded wallet (send a transaction, sign typed data, Solana sign or
 * send), decoded: recipient, amount, the token and amount of an ERC-20 transfer, the network fee. Approve lets the
 * frame sign it; Reject answers the app with 4001.
 */
export default function ApproveTransactionView() {
  const { core } = useModal()
  const { t, locale } = useMessages()
  const request = useRouteData('ApproveTransaction')?.request
  if (!request) return null
  const rows: Array<[string, string, string]> = [['method', t('approve.method'), request.method]]
  if (request.summary) rows.push(['summary', t('approve.details'), request.summary])
  if (request.calls !== undefined)
    rows.push(['calls', t('approve.details'), t('approve.calls', { count: request.calls })])
  if (request.expiresAt !== undefined) {
    // In the modal's locale, like every date it shows.
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    rows.push(['expires', t('approve.expires'), format.format(request.expiresAt * 1000)])
  }
  if (request.to) rows.push(['to', t('approve.to'), truncateAddress(request.to)])
  if (request.token) {
    rows.push(['token', t('approve.token'), truncateAddress(request.token.address)])
    rows.push(['token-amount', t('approve.value'), request.token.amount])
  } else if (request.value) rows.push(['value', t('approve.value'), request.value])
  if (request.fee) rows.push(['fee', t('approve.fee'), request.fee])
  return (
    <div className="portico-stack" data-testid="portico-approve-transaction">
      <dl className="portico-stack">
        {rows.map(([id, label, value]) => (
          <div key={id} data-testid={`portico-approve-${id}`}>
            <dt className="portico-muted">{label}</dt>
            <dd dir="ltr">{value}</dd>
          </div>
        ))}
      </dl>
      <Button fullWidth onClick={() => core.settleApproval(true)}>
        {t('approve.approve')}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => core.settleApproval(false)}>
        {t('approve.reject')}
      </Button>
    </div>
  )
}
