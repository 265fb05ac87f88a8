import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** Classes of a button look, for links styled as buttons too. */
export function buttonClass(variant: ButtonVariant = 'secondary', small = false, extra?: string) {
  return ['btn', `btn--${variant}`, small ? 'btn--small' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  small?: boolean;
}

/** The one button: primary for the page's main action, secondary otherwise, danger to destroy. */
export function Button({
  variant = 'secondary',
  small,
  className,
  type = 'button',
  ...rest
}: Props) {
  return <button type={type} className={buttonClass(variant, small, className)} {...rest} />;
}
