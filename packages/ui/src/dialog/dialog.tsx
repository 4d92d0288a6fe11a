import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import * as styles from './dialog.css.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel and Confirm). */
  actions?: ReactNode;
  /**
   * `alertdialog` for a dialog that interrupts to ask for an answer (a session about to end):
   * screen readers announce its title and text at once.
   */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on the native <dialog>: focus moves inside and is kept there, Escape and the
 * Close button close it, the page behind is inert, and focus returns to what opened it.
 */
export function Dialog({ open, onClose, title, children, actions, role }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open && role === 'alertdialog' ? bodyId : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className={styles.inner}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div id={bodyId}>{children}</div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
