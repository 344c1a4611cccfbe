import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const row = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

/** The placeholder's title bar: the height of the title's line, so the grid below does not move. */
export const titleSkeleton = style({
  height: `calc(${vars.fontSize.xl} * ${vars.lineHeight.tight})`,
  '@media': { [media.md]: { height: `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})` } },
});

/** 'Voir tous les produits': a 44 px tap target on the title's baseline. */
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

/**
 * A placeholder not yet near the viewport is waiting, not loading: its
 * skeletons hold still. Their shimmer, 49 animated blocks below the fold,
 * doubled the home page's style, layout and paint time in Lighthouse's
 * mobile runs (software compositing, as on a phone without GPU raster).
 */
export const waiting = style({});
globalStyle(`${waiting} *::after`, { animation: 'none' });
