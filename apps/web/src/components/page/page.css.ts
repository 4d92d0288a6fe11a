import { style } from '@vanilla-extract/css';
import { vars } from '@northgate/ui/theme.css';

/** The space under a plain page's title (the page is a Container and its title a Heading, from @northgate/ui). */
export const title = style({ marginBottom: vars.space.sm });

/** The sentence under the title that says what the page is for. */
export const lead = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  maxWidth: '44rem',
  margin: 0,
});
