import * as styles from './form-alert.css.ts';

/**
 * The server's answer to a failed submit, shown under the form (docs/product/product-spec.md §8: the message
 * appears as a toast and above or below the form). Announced as an alert; renders nothing
 * without a message.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
