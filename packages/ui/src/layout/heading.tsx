import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './heading.css.ts';

export interface HeadingProps extends ComponentPropsWithoutRef<'h1'> {
  /** The outline level (h1 to h4), chosen by the page's structure, not by looks. */
  level: 1 | 2 | 3 | 4;
  /** The look (default: `page` for level 1, `section` otherwise). */
  size?: keyof typeof styles.size;
}

/** A heading whose level and look are chosen apart, so the outline stays right whatever the size. */
export function Heading({
  level,
  size = level === 1 ? 'page' : 'section',
  className,
  ...props
}: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element className={[styles.size[size], className].filter(Boolean).join(' ')} {...props} />;
}
