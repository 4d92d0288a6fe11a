import { useState } from 'react';
import type { ReactNode } from 'react';
import * as styles from './frame.css.ts';

/** Story-only: keeps a value in state and shows what would be stored. */
export function Stateful<T>({
  initial,
  children,
  showStored = true,
}: {
  initial: T;
  children: (value: T, setValue: (value: T) => void) => ReactNode;
  showStored?: boolean;
}) {
  const [value, setValue] = useState<T>(initial);
  return (
    <div className={styles.stack}>
      {children(value, setValue)}
      {showStored ? (
        <p>
          Stored value: <output data-testid="stored">{JSON.stringify(value)}</output>
        </p>
      ) : null}
    </div>
  );
}
