import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

export const pageForm = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '40rem',
  marginTop: vars.space.lg,
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

// The footer is dark; the form sits on its own light card so every text keeps its contrast.
export const footerForm = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const signedInAs = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
