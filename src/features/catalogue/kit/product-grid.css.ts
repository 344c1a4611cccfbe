import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

const listBase = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gap: vars.space.lg } },
});

/** Grid view: 2 columns from 360 px, 3 from 640 px, then the `columns` asked for on desktop. */
export const grid = styleVariants({
  2: [listBase, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }],
  3: [
    listBase,
    {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  ],
  4: [
    listBase,
    {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@media': {
        [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  ],
});

export const list = style([listBase, { gridTemplateColumns: 'minmax(0, 1fr)' }]);

export const item = style({ minWidth: 0 });
