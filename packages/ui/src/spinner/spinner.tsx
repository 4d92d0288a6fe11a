import * as styles from './spinner.css.ts';

/** A decorative spinning ring; the surrounding component provides the accessible text. */
export function Spinner({ size = 'small' }: { size?: 'small' | 'large' }) {
  return (
    <span
      aria-hidden="true"
      className={size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner}
    />
  );
}
