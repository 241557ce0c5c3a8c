import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string
  icon: ReactNode
  /** Default 'ghost'. */
  variant?: 'ghost' | 'secondary'
  /** ::part name, so back and close buttons can be styled separately. Default 'icon-button'. */
  part?: string
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  part = 'icon-button',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      part={part}
      aria-label={label}
      title={rest.title ?? label}
      className={['portico-icon-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {icon}
    </button>
  )
}
