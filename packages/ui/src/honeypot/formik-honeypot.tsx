import { useField } from 'formik';
import * as styles from './honeypot.css.ts';

/**
 * A spam trap for public forms: a field people never see or reach (off-screen, hidden from
 * assistive technology, out of the tab order) and bots tend to fill. The server accepts a
 * filled one and drops the message without saying so.
 */
export function FormikHoneypot({ name, id = `${name}-trap` }: { name: string; id?: string }) {
  const [field] = useField<string>(name);
  return (
    <div className={styles.offscreen} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
