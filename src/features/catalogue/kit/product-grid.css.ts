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

/**
 * A card off the screen is neither laid out nor painted until it comes near
 * it (`content-visibility: auto`), sized meanwhile by an estimate, then by
 * the size it last had: the cards a page adds after the first screen (see
 * FIRST_SCREEN_CARDS) no longer cost the phone a layout of the whole list.
 */
export const item = style({
  minWidth: 0,
  contentVisibility: 'auto',
  // It also clips what a card paints outside its box: room for its hover shadow and lift, and its focus ring.
  overflowClipMargin: '1rem',
  // The estimates are a grid card's height at each width (measured at 360, 412, 768 and 1366 px), and a list row's.
  containIntrinsicSize: 'auto 24rem',
  '@media': { [media.md]: { containIntrinsicSize: 'auto 28rem' }, [media.lg]: { containIntrinsicSize: 'auto 32rem' } },
  selectors: { [`${list} > &`]: { containIntrinsicSize: 'auto 15.5rem' } },
});
