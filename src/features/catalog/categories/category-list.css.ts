import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const intro = style({ display: 'grid', gap: vars.space.sm });

export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch' });

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"search search" "count toggle"',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 28rem) 1fr auto', gridTemplateAreas: '"search count toggle"' },
  },
});

export const searchField = style({
  gridArea: 'search',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: `2.5rem ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.primary },
  },
});

export const count = style({ gridArea: 'count', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toggleGroup = style({
  gridArea: 'toggle',
  display: 'inline-flex',
  justifySelf: 'end',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const toggleItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[data-state="on"]': { backgroundColor: vars.color.primary, color: vars.color.primaryContrast },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

const listBase = style({ display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });

export const list = styleVariants({
  grid: [
    listBase,
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': {
        [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  ],
  list: [listBase, { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md }],
});

const cardBase = style({
  position: 'relative',
  display: 'flex',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: 'box-shadow 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const card = styleVariants({
  grid: [cardBase, { flexDirection: 'column' }],
  list: [cardBase, { flexDirection: 'row', alignItems: 'stretch' }],
});

export const cardImage = styleVariants({
  grid: { width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', backgroundColor: vars.color.surfaceMuted },
  list: {
    flexShrink: 0,
    width: '6.5rem',
    height: 'auto',
    objectFit: 'cover',
    backgroundColor: vars.color.surfaceMuted,
    '@media': { [media.sm]: { width: '10rem' } },
  },
});

export const cardBody = styleVariants({
  grid: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, padding: vars.space.lg },
  list: {
    display: 'grid',
    gap: vars.space.xs,
    flex: 1,
    minWidth: 0,
    padding: vars.space.md,
    alignItems: 'center',
    '@media': {
      [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space.lg, padding: vars.space.lg },
    },
  },
});

export const cardText = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const parent = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const name = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const productCount = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const cardAction = styleVariants({
  grid: { marginTop: 'auto', paddingTop: vars.space.sm },
  list: { '@media': { [media.md]: { gridColumn: 2, gridRow: '1 / span 4' } } },
});

/** The link covers the whole card: one tab stop, a large target. */
export const stretchedLink = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});
