import { getNameSuggestions, type NameSuggestion, registerName } from '@portico/blockchain-api'
import { coinTypeFromChainId, isPorticoError } from '@portico/common'
import { isValidName } from '@portico/core/internal'
import { Alert, Button, Input, ListItem, Skeleton, useMessages } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { apiClientOf } from '../../api/apiClient'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { useRemote } from '../account/useRemote'
import { useDebounced } from '../useDebounced'

/** Quiet time after a keystroke before suggestions and availability are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300

/** The label a suggestion or typed name stands for, without the service's zone. */
const labelOf = (name: string) => name.split('.')[0] ?? name

/**
 * §2 RegisterAccountName (eip155 only, §9): the name is checked as typed (§5: at least 4 letters, digits or hyphens),
 * the service suggests names and says whether the typed one is free, and registering signs the §3 payload message
 * with the connected wallet, then posts it. A failure stays on this view with §8's message.
 */
export default function RegisterAccountNameView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const [input, setInput] = useState('')
  const [submitting, setSubmitting] = useState<'signing' | 'registering' | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const typed = input.trim()
  const debounced = useDebounced(typed, SUGGEST_DEBOUNCE_MS)
  const valid = isValidName(typed)
  const namespace = snap.chain.activeChain
  const account = namespace ? snap.chain.chains[namespace]?.accountState : undefined
  const network = namespace ? snap.chain.chains[namespace]?.networkState.caipNetwork : undefined
  const api = apiClientOf(core)
  const checkKey = namespace === 'eip155' && isValidName(debounced) ? debounced.toLowerCase() : undefined
  const suggestions = useRemote<NameSuggestion[]>(checkKey, (signal) =>
    getNameSuggestions(api, { name: debounced, signal }),
  )

  if (namespace !== 'eip155' || !account?.address || !network) {
    return (
      <div className="portico-status" data-testid="portico-register-name-unavailable">
        <p className="portico-status-text">{t('registerName.eip155Only')}</p>
      </div>
    )
  }
  const address = account.address
  const settled = checkKey !== undefined && checkKey === typed.toLowerCase() && suggestions.status === 'ready'
  const exact = settled
    ? suggestions.data?.find((suggestion) => labelOf(suggestion.name) === typed.toLowerCase())
    : undefined
  const available = exact ? !exact.registered : undefined
  const others = settled ? (suggestions.data ?? []).filter((x) => !x.registered && labelOf(x.name) !== checkKey) : []

  const register = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!valid || available !== true || submitting) return
    setError(undefined)
    try {
      setSubmitting('signing')
      // §3 payload: the message holds the name, attributes and a timestamp in seconds.
      const message = JSON.stringify({ name: typed, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const signature = await core.signMessage({ namespace: 'eip155', message })
      setSubmitting('registering')
      const record = await registerName(api, {
        coinType: coinTypeFromChainId(Number(network.id)),
        address,
        message,
        signature,
      })
      core.router.replace('RegisterAccountNameSuccess', { name: record.name })
    } catch (cause) {
      setError(
        isPorticoError(cause) && cause.code === 'SIGNATURE_DECLINED'
          ? t('message.signatureDeclined')
          : t('message.errorRegisteringName'),
      )
    } finally {
      setSubmitting(undefined)
    }
  }

  const fieldError = typed.length > 0 && !valid ? t('registerName.invalid') : undefined
  return (
    <form className="portico-stack" data-testid="portico-register-name" onSubmit={register} noValidate>
      <Input
        label={t('registerName.label')}
        hint={t('registerName.hint')}
        error={fieldError}
        value={input}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        onChange={(e) => {
          setInput(e.target.value)
          setError(undefined)
        }}
      />
      <div aria-live="polite" className="portico-stack">
        {valid && !settled && suggestions.status !== 'error' && (
          <div aria-busy="true" className="portico-stack">
            <span className="portico-visually-hidden">{t('registerName.checking')}</span>
            <Skeleton height={20} width={160} />
          </div>
        )}
        {valid && suggestions.status === 'error' && checkKey === typed.toLowerCase() && (
          <Alert
            title={t('message.errorFetchingNameSuggestions')}
            action={
              <Button variant="secondary" onClick={suggestions.reload}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        {available === true && (
          <p className="portico-muted" data-testid="portico-name-available">
            {t('registerName.available', { name: exact?.name ?? typed })}
          </p>
        )}
        {available === false && (
          <p className="portico-muted" data-testid="portico-name-taken">
            {t('registerName.taken', { name: exact?.name ?? typed })}
          </p>
        )}
      </div>
      {others.length > 0 && (
        <div className="portico-stack">
          <p className="portico-section-title" id="portico-name-suggestions">
            {t('registerName.suggestions')}
          </p>
          <ul className="portico-list" aria-labelledby="portico-name-suggestions">
            {others.map((suggestion) => (
              <li key={suggestion.name}>
                <ListItem
                  label={<span dir="ltr">{suggestion.name}</span>}
                  onClick={() => setInput(labelOf(suggestion.name))}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && <Alert title={error} />}
      <Button type="submit" fullWidth loading={submitting !== undefined} disabled={!valid || available !== true}>
        {submitting === 'signing'
          ? t('registerName.signing')
          : submitting === 'registering'
            ? t('registerName.registering')
            : t('registerName.register')}
      </Button>
    </form>
  )
}
