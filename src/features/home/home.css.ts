import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { cardGrid, clampedDescription } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  color: vars.color.primaryContrast,
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

/**
 * Phones: the logo, small, beside the title, and everything else below at
 * full width, so the first screen ends on the next section (issue 45, point 6:
 * it was all hero). Wider: the text in a column, the logo large on its right.
 */
export const heroInner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"title logo" "description description" "search search" "actions actions"',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.md,
  '@media': {
    [media.md]: {
      gridTemplateAreas: '"title logo" "description logo" "search logo" "actions logo"',
      columnGap: vars.space.xl,
      rowGap: vars.space.lg,
    },
  },
});

export const heroTitle = style({
  gridArea: 'title',
  fontSize: vars.fontSize.xxl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } },
});

export const heroDescription = style({
  gridArea: 'description',
  maxWidth: '42rem',
  fontSize: vars.fontSize.md,
  color: vars.color.onHero,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

export const heroSearch = style({ gridArea: 'search', width: '100%', maxWidth: '32rem', borderColor: 'transparent' });

export const heroActions = style({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const logoLink = style({
  gridArea: 'logo',
  justifySelf: 'center',
  display: 'block',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  padding: vars.space.xs,
  boxShadow: vars.shadow.md,
  '@media': { [media.md]: { borderRadius: vars.radius.xl, padding: vars.space.md } },
});

export const logo = style({
  display: 'block',
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'contain',
  '@media': { [media.md]: { width: '10rem', height: '10rem' } },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  ...framed(vars.radius.lg),
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' } },
});

export const tileImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
});

export const tileLabel = style({
  padding: vars.space.md,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const allTile = style([
  tile,
  {
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '8rem',
    backgroundColor: vars.color.primarySoft,
    color: vars.color.primaryHover,
    borderStyle: 'dashed',
    borderColor: vars.color.primary,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'center',
    padding: vars.space.md,
  },
]);

export const collections = cardGrid;

/** A featured collection's art: the same box whatever the collection holds. */
export const collectionArt = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const collectionCover = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

const mosaicBase = style({
  display: 'grid',
  height: '100%',
  gap: '2px',
  backgroundColor: vars.color.surface,
});

/** Thumbnails in the 3:2 box: one large square and two small ones, or fewer filling it. */
export const mosaic = styleVariants({
  one: [mosaicBase, { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)' }],
  two: [mosaicBase, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridTemplateRows: 'minmax(0, 1fr)' }],
  three: [mosaicBase, { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gridTemplateRows: 'repeat(2, minmax(0, 1fr))' }],
});

export const mosaicImage = style({ display: 'block', width: '100%', height: '100%', minHeight: 0, objectFit: 'cover' });

export const mosaicLead = style({ gridColumn: '1 / span 2', gridRow: '1 / span 2' });

export const collectionBody = style({ display: 'flex', flexDirection: 'column', flex: 1, gap: vars.space.xs, padding: vars.space.lg });
export const collectionName = style({ fontSize: vars.fontSize.lg });
export const collectionDescription = clampedDescription;
export const collectionCount = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** The loading shape of a collection card. */
export const collectionSkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  ...framed(vars.radius.lg),
});

export const skeletonHero = style({ display: 'grid', gap: vars.space.lg, maxWidth: '42rem', marginInline: 'auto' });
export const skeletonTitle = style({ marginBottom: vars.space.lg });
