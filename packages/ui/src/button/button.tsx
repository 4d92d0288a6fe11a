import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import { visuallyHidden } from '../theme/focus.css.ts';
import * as styles from './button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** Class names of a button, for styling router links or other elements as buttons. */
export function buttonClass({
  variant = 'primary',
  fullWidth = false,
}: { variant?: ButtonVariant; fullWidth?: boolean } = {}) {
  return fullWidth ? `${styles.variant[variant]} ${styles.fullWidth}` : styles.variant[variant];
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, announces "Loading" and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass({ variant, fullWidth }), className].filter(Boolean).join(' ')}
      aria-disabled={loading || rest['aria-disabled'] ? true : undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner /> : null}
      <span className={loading ? styles.loadingText : undefined}>{children}</span>
      {loading ? <span className={visuallyHidden}>, loading</span> : null}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor that looks like a button. For a router link use `buttonClass()` on the Link instead. */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={[buttonClass({ variant, fullWidth }), className].filter(Boolean).join(' ')} />
  );
}
