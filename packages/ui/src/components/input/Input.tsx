import { forwardRef, type InputHTMLAttributes, useId } from 'react'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Always required: the visible label, or the accessible name when `hideLabel`. */
  label: string
  hideLabel?: boolean
  /** Marks the field invalid and is announced with it. */
  error?: string | undefined
  hint?: string | undefined
}

// forwardRef, not `ref` as a prop: React 18 does not pass `ref` to a function component.
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hideLabel = false, error, hint, id, className, ...rest },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={['portico-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'portico-visually-hidden' : 'portico-field-label'}>
        {label}
      </label>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        part="input"
        className="portico-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <span id={hintId} className="portico-field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="portico-field-error">
          {error}
        </span>
      )}
    </div>
  )
})
