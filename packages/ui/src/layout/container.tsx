import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './container.css.ts';

export type ContainerPadding = keyof typeof styles.padding;

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  as?: 'div' | 'section' | 'article' | 'nav' | 'header' | 'footer';
  /** Gutters (default `page`); `none` when `className` pads it. */
  padding?: ContainerPadding;
  /** Widest size (default `page`, 72rem). */
  width?: keyof typeof styles.width;
}

/**
 * The page's content column: at most 72rem wide (48rem when `narrow`), centred. Layout of its children (grid, flex)
 * comes from `className` or a Stack inside.
 */
export function Container({
  as: Element = 'div',
  padding = 'page',
  width = 'page',
  className,
  ...props
}: ContainerProps) {
  const classes = [styles.container, styles.width[width], styles.padding[padding], className]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...props} />;
}
