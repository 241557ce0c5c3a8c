import { Alert, Button, Input, useMessages } from '@portico/ui'

/** A plain shape check; apps/api and the frame validate the address again. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface Props {
  testId: string
  label: string
  value: string
  /** Said under the field (the address's shape). */
  fieldError: string | undefined
  /** Said under the form (what the frame or apps/api answered). */
  error: string | undefined
  sending: boolean
  onChange(value: string): void
  onSubmit(): void
}

/** An email address and Continue: EmailLogin's form, and UpdateEmailWallet's for the new address. */
export function EmailForm({ testId, label, value, fieldError, error, sending, onChange, onSubmit }: Props) {
  const { t } = useMessages()
  return (
    <form
      className="portico-stack"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      noValidate
    >
      <Input
        label={label}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={value}
        error={fieldError}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <Alert title={error} />}
      <Button type="submit" fullWidth loading={sending} disabled={sending}>
        {t('email.continue')}
      </Button>
    </form>
  )
}
