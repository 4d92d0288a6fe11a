import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

export const result = style({ display: 'grid', gap: vars.space.lg });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  margin: 0,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const programs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } },
});

export const program = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

export const programName = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.primary });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  borderRadius: vars.radius.md,
});
