import { vars } from '@northgate/ui';
import { style } from '@vanilla-extract/css';

export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const select = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const note = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
