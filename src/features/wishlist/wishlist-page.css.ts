/** /wishlist: header, grid of item cards. Mobile first: one column at 360 px, two from 40em, up to four. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { headerRow, pageColumn, pageTitle, quietLink, warningPill } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = pageColumn;

export const header = headerRow;

export const headerText = style({ display: 'grid', gap: vars.space.xxs });

export const title = pageTitle;

export const count = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({ minWidth: 0 });

export const card = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.md,
  ...framed(vars.radius.lg),
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr', padding: 0, overflow: 'hidden' },
  },
});

export const cardPending = style({ borderStyle: 'dashed', borderColor: vars.color.warning });

export const imageLink = style({
  display: 'block',
  alignSelf: 'start',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [media.sm]: { borderRadius: 0 } },
});

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.sm]: { padding: vars.space.lg, paddingTop: 0 } },
});

export const name = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const nameLink = quietLink;

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const pendingMarker = style([warningPill, { alignSelf: 'flex-start' }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const removeButton = style({ color: vars.color.danger, paddingInline: vars.space.sm });

// Skeleton

export const skeletonCard = style([card, { alignContent: 'start' }]);
export const skeletonImage = style({ aspectRatio: '1' });
