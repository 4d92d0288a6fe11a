import { useId } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import * as styles from './loader-overlay.css.ts';

export interface LoaderOverlayProps {
  visible: boolean;
  /** Text shown under the spinner and announced to screen readers. */
  label?: string;
}

/**
 * The global full-screen loader. The role=status live region is always in the page so screen
 * readers announce the label when loading starts. While visible, an indeterminate busy
 * progress indicator labelled by the text covers the page and blocks pointer input.
 */
export function LoaderOverlay({ visible, label = 'Loading…' }: LoaderOverlayProps) {
  const labelId = useId();
  return (
    <div role="status">
      {visible ? (
        <div className={styles.overlay} role="progressbar" aria-busy="true" aria-labelledby={labelId}>
          <div className={styles.panel}>
            <Spinner size="large" />
            <span id={labelId}>{label}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
