import { type MessageKey, useMessages } from '@portico/ui'

/** A help view's points: each a `${prefix}.${point}Title` heading and `${prefix}.${point}Text` from the catalogue. */
export function HelpPoints({ prefix, points }: { prefix: 'help' | 'buyHelp'; points: readonly string[] }) {
  const { t } = useMessages()
  return (
    <ul className="portico-list portico-help">
      {points.map((point) => (
        <li key={point} className="portico-help-point">
          <h3 className="portico-status-title">{t(`${prefix}.${point}Title` as MessageKey)}</h3>
          <p className="portico-status-text">{t(`${prefix}.${point}Text` as MessageKey)}</p>
        </li>
      ))}
    </ul>
  )
}
