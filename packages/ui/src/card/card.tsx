import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './card.css.ts';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  tone?: keyof typeof styles.tone;
  /** Render as a <section> named by its title (for landmark navigation) or a plain <div>. */
  as?: 'section' | 'div' | 'article';
  footer?: ReactNode;
  children?: ReactNode;
}

/** A surface grouping related content (tool cards, the mobile profile card, summaries). */
export function Card({ title, headingLevel = 2, tone = 'raised', as = 'div', footer, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Element = as;
  return (
    <Element className={styles.tone[tone]} aria-labelledby={title && as !== 'div' ? titleId : undefined}>
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
