import type { ReactNode } from 'react';
import * as styles from './frame.css.ts';

/** Story-only wrapper: contains fixed-position components inside the docs page. */
export function FixedFrame({ children }: { children: ReactNode }) {
  return <div className={styles.fixedFrame}>{children}</div>;
}

export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

export function Row({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** Story-only: the component in a column as wide as a phone (390 px) or a desktop page. */
export function Width({ of, children }: { of: 'phone' | 'wide'; children: ReactNode }) {
  return <div className={styles.width[of]}>{children}</div>;
}
