import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const select = style({
  appearance: 'none',
  paddingRight: '2.5rem',
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.text} 50%), linear-gradient(135deg, ${vars.color.text} 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 1.25rem) 50%, calc(100% - 0.85rem) 50%',
  backgroundSize: '0.4rem 0.4rem, 0.4rem 0.4rem',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
});
