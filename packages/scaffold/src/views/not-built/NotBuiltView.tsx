import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import type { ScaffoldMessageKey } from '../../i18n'
import { en } from '../../i18n/messages/en'

/** A §2 view whose feature is not built yet: it says so plainly, in the user's language, and shows no invented data. */
export default function NotBuiltView() {
  const { s } = useModal()
  const view = useCoreSnapshot().router.view
  const own = `notBuilt.${view}`
  const key: ScaffoldMessageKey = own in en ? (own as ScaffoldMessageKey) : 'notBuilt.generic'
  return (
    <div className="portico-status" data-testid="portico-not-built" data-view={view}>
      <p className="portico-status-text" role="status">
        {s(key)}
      </p>
    </div>
  )
}
