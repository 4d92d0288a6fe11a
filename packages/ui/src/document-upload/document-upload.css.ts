import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const entryText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const entryActions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });

export const progress = style({ width: '100%', height: '0.5rem', accentColor: vars.color.primary });

export const entryError = style({ color: vars.color.error, margin: 0 });
