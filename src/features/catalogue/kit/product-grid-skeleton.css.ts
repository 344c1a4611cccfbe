import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

const cardBase = style({
  display: 'flex',
  overflow: 'hidden',
  ...framed(vars.radius.lg),
});

export const card = styleVariants({
  grid: [cardBase, { flexDirection: 'column' }],
  list: [cardBase, { flexDirection: 'row' }],
});

export const imageBox = styleVariants({
  grid: { width: '100%', aspectRatio: '1' },
  list: {
    flexShrink: 0,
    width: '7.5rem',
    minHeight: '7.5rem',
    '@media': { [media.sm]: { width: '11rem' }, [media.lg]: { width: '13rem' } },
  },
});

export const body = style({
  display: 'grid',
  flex: 1,
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  '@media': { [media.sm]: { padding: vars.space.lg } },
});
