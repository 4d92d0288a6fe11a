import * as styles from './toast.css.ts';

export type ToastKind = 'error' | 'success' | 'warning';

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  message: string;
}

const kindTitle: Record<ToastKind, string> = {
  error: 'Error',
  success: 'Success',
  warning: 'Warning',
};

export interface ToastProps {
  kind: ToastKind;
  message: string;
  onClose: () => void;
  /**
   * Whether the toast is its own live region (role=alert for errors, role=status otherwise).
   * `ToastRegion` turns this off because its containers are the live regions.
   */
  live?: boolean;
}

/** One closable message. Errors are announced assertively, success and warning politely. */
export function Toast({ kind, message, onClose, live = true }: ToastProps) {
  const role = live ? (kind === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={styles.kind[kind]} role={role} data-kind={kind}>
      <div className={styles.body}>
        <span className={`${styles.title} ${styles.kindLabel[kind]}`}>{kindTitle[kind]}</span>
        <span>{message}</span>
      </div>
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface ToastRegionProps {
  toasts: ToastMessage[];
  onClose: (id: string) => void;
  /** Accessible name of the notification area. */
  label?: string;
}

/**
 * The fixed area showing the global toasts. Its two live regions are always in the page so a
 * toast added later is announced: errors through role=alert, success and warning through role=status.
 */
export function ToastRegion({ toasts, onClose, label = 'Notifications' }: ToastRegionProps) {
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <section className={styles.region} aria-label={label}>
      <div className={styles.stack} role="alert">
        {errors.map((t) => (
          <Toast key={t.id} kind={t.kind} message={t.message} live={false} onClose={() => onClose(t.id)} />
        ))}
      </div>
      <div className={styles.stack} role="status">
        {others.map((t) => (
          <Toast key={t.id} kind={t.kind} message={t.message} live={false} onClose={() => onClose(t.id)} />
        ))}
      </div>
    </section>
  );
}
