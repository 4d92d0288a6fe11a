import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';
import { mediaQueries } from '@northgate/ui/tokens';
import { SIGN_IN_FIRST, STORED_SESSION_MARK } from '@northgate/site-config';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: '1 0 auto', outline: 'none' });

export const linkList = style({ marginTop: vars.space.lg, lineHeight: 2 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.sm,
  zIndex: 100,
  ':focus': { top: vars.space.xs },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.dropdown,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

/** Inside the header's Container (width and centring from @northgate/ui). */
export const headerInner = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
});

export const desktopNav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const navItemBase = {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  minHeight: '44px',
  lineHeight: '28px',
} as const;

export const navLink = style({
  ...navItemBase,
  ':hover': { background: vars.color.surfaceMuted, color: vars.color.primary },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const navButton = style({
  ...navItemBase,
  background: 'transparent',
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  cursor: 'pointer',
  ':hover': { background: vars.color.primary, color: vars.color.primaryText },
});

export const hamburger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  background: 'transparent',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  cursor: 'pointer',
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const mobilePanel = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const userCard = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
});
globalStyle(`${userCard} p`, { margin: 0, overflowWrap: 'anywhere' });

export const userName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const userVerified = style({ color: vars.color.success });

export const userEdit = style({
  justifySelf: 'start',
  marginTop: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style({
  flexShrink: 0,
  background: vars.color.primary,
  color: vars.color.textInverse,
  marginTop: vars.space.xxl,
});
globalStyle(`${footer} a`, { color: vars.color.textInverse });

/** Inside the footer's Container (width and centring from @northgate/ui). */
export const footerInner = style({
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const footerHeading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  margin: 0,
});

export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const footerLink = style({ textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const socialList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  border: '1px solid rgba(255,255,255,0.5)',
  ':hover': { background: 'rgba(255,255,255,0.12)' },
});

export const footerBottom = style({
  borderTop: '1px solid rgba(255,255,255,0.2)',
  padding: `${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
});

export const scrollTop = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  width: 48,
  height: 48,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  zIndex: vars.zIndex.dropdown,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  ':hover': { background: vars.color.accentHover },
});

/**
 * A sign-in-first page's HTML (the sign-in page, docs/decisions/0070-sign-in-first-pages.md) on a
 * device with a stored session, whose borrower is not sent there: hidden until the app renders.
 */
globalStyle(`[${STORED_SESSION_MARK}] [${SIGN_IN_FIRST}]`, { display: 'none' });
/** What that device shows instead until the app renders the application (src/prerender/entry.ts). */
export const signInFirstWait = style({
  display: 'none',
  selectors: {
    [`[${STORED_SESSION_MARK}] &`]: {
      display: 'flex',
      gap: vars.space.sm,
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: '60vh',
      margin: 0,
      padding: vars.space.lg,
      color: vars.color.textMuted,
    },
  },
});
