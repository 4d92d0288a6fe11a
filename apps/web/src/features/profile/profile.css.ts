import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';

/** The profile's Container pads itself (narrower on the edit screens, which have no sidebar). */
export const layout = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const layoutWithSidebar = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '16rem 1fr' } },
});

export const sidebar = style({ alignSelf: 'start' });
export const sidebarList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
export const sidebarLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.primary,
      fontWeight: 700,
    },
  },
});

export const content = style({ minWidth: 0 });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  margin: `0 0 ${vars.space.xs}`,
});

export const sentence = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
globalStyle(`${details} dt`, { fontWeight: 700 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** The way to the edit screens, under the details. */
export const detailsAction = style({ margin: `${vars.space.md} 0 0` });
