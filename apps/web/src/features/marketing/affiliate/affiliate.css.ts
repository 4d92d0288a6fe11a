import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '44rem',
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const sent = style({
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.successSoft,
  color: vars.color.success,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  maxWidth: '44rem',
});
