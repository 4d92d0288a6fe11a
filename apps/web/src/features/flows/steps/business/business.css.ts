import { vars } from '@northgate/ui/theme.css';
import { style } from '@vanilla-extract/css';

/** A titled part of one repeated entry (an owner's demographic questions). */
export const subsection = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** A figure that needs the borrower's attention (shares above 100%). */
export const warning = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.bold });
