import { isMessageKey, useMessages } from '@portico/ui'
import { useCoreSnapshot } from '../../context/ModalContext'

/** A §2 view whose feature is not built yet: it says so plainly, in the user's language, and shows no invented data. */
export default function NotBuiltView() {
  const { t } = useMessages()
  const view = useCoreSnapshot().router.view
  const own = `notBuilt.${view}`
  const key = isMessageKey(own) ? own : 'notBuilt.generic'
  return (
    <div className="portico-status" data-testid="portico-not-built" data-view={view}>
      <p className="portico-status-text" role="status">
        {t(key)}
      </p>
    </div>
  )
}
