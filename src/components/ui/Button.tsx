import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

/**
 * primary: the page's main action; secondary: the others; danger: destroys something; ghost: a
 * quiet control without a frame, such as the × that closes a toast or a banner.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** Classes of a button look, for links styled as buttons too (Gatsby's Link included). */
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

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  small?: boolean;
}

/** A link that looks like a button: it navigates (sign in, download), so it stays an <a>. */
export function ButtonLink({
  variant = 'secondary',
  small,
  className,
  children,
  ...rest
}: LinkProps) {
  return (
    <a className={buttonClass(variant, small, className)} {...rest}>
      {children}
    </a>
  );
}
