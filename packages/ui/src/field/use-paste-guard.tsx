import { useState } from 'react';
import type { ClipboardEvent } from 'react';
import * as styles from './field.css.ts';

export const PASTE_BLOCKED_MESSAGE = 'Pasting is turned off for this field. Please type the value.';

/**
 * Product spec §5 (docs/product/product-spec.md): paste is blocked in text fields. A blocked paste says so in a status line
 * wired to the input, and typing clears it. `allowPaste` opts a field out (see
 * docs/decisions/0039-paste-policy.md).
 */
export function usePasteGuard(inputId: string, allowPaste: boolean | undefined) {
  const [blocked, setBlocked] = useState(false);
  const statusId = `${inputId}-status`;
  return {
    onPaste: (event: ClipboardEvent<HTMLElement>) => {
      if (allowPaste) return;
      event.preventDefault();
      setBlocked(true);
    },
    /** Call when the borrower types, so the message goes away. */
    clear: () => setBlocked(false),
    /** The status id while the message shows, for aria-describedby. */
    describedById: blocked ? statusId : false,
    status: (
      <p id={statusId} role="status" className={styles.status}>
        {blocked ? PASTE_BLOCKED_MESSAGE : ''}
      </p>
    ),
  } as const;
}
