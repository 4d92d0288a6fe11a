import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './stack.css.ts';

export type StackGap = keyof typeof styles.gap;

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  as?: 'div' | 'section' | 'article' | 'nav' | 'header' | 'footer';
  /** Space between the children, a theme space token (default `md`). */
  gap?: StackGap;
  align?: keyof typeof styles.align;
}

/** Children one under the other with even space between them (a one-column grid). */
export function Stack({
  as: Element = 'div',
  gap = 'md',
  align = 'stretch',
  className,
  ...props
}: StackProps) {
  const classes = [styles.stack, styles.gap[gap], styles.align[align], className].filter(Boolean).join(' ');
  return <Element className={classes} {...props} />;
}
