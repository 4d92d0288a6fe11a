import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries, pageMaxWidth } from './tokens.ts';
import { vars } from './theme.css.ts';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
    },
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { full: '100%', auto: 'auto' },
    maxWidth: { text: '40rem', form: '36rem', page: pageMaxWidth, full: '100%' },
    fontSize: vars.fontSize,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
    fontWeight: vars.fontWeight,
  },
});

/** Responsive atomic styles: `sprinkles({ display: { mobile: 'block', desktop: 'flex' }, gap: 'md' })`. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
