import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { clampedDescription, iconTapTarget, joinedControls, quietLink } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export { description as lead, intro } from '../kit/page-layout.css.ts';

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

/** The search box (kit/list-search.tsx) in the toolbar's grid. */
export const searchArea = style({ gridArea: 'search' });

export const count = style({ gridArea: 'count', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toggleGroup = style([joinedControls, { gridArea: 'toggle', justifySelf: 'end' }]);

export const toggleItem = style([
  iconTapTarget,
  {
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    selectors: {
      '&:hover': { color: vars.color.primary },
      '&[data-state="on"]': { backgroundColor: vars.color.primary, color: vars.color.primaryContrast },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);

const listBase = style({ display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 });

/** The top-level categories: cards side by side (grid) or one full-width row each (list). */
export const list = styleVariants({
  grid: [
    listBase,
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': {
        [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
      },
    },
  ],
  list: [listBase, { gridTemplateColumns: 'minmax(0, 1fr)' }],
});

const cardBase = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const card = styleVariants({
  grid: [cardBase],
  list: [
    cardBase,
    {
      '@media': {
        [media.md]: { gridTemplateColumns: 'minmax(15rem, 1fr) minmax(0, 2fr)', columnGap: vars.space.xxl, alignItems: 'start' },
      },
    },
  ],
});

/** Art, name, description, count and the link; the link's hit area covers it all. */
export const cardHeader = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"image text" "action action"',
  columnGap: vars.space.md,
  rowGap: vars.space.md,
  alignItems: 'start',
  borderRadius: vars.radius.md,
});

export const cardImage = style({
  gridArea: 'image',
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.md]: { width: '4.5rem', height: '4.5rem' } },
});

export const cardText = style({ gridArea: 'text', display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const description = clampedDescription;

export const productCount = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.primary });

export const cardAction = style({ gridArea: 'action' });

/** The link covers the card's header: one tab stop, a large target. */
export const stretchedLink = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
  },
});

/** A category the search matched (its ancestors are shown unmarked, for context). */
export const mark = style({
  backgroundColor: vars.color.warningSoft,
  color: 'inherit',
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 2px ${vars.color.warningSoft}, inset 0 -2px 0 ${vars.color.star}`,
});

const groupsBase = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', minWidth: 0 });

/** The second level: one block per sub-category, its own children as chips. */
export const groups = styleVariants({
  grid: [groupsBase],
  list: [
    groupsBase,
    {
      '@media': {
        [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', columnGap: vars.space.xl },
      },
    },
  ],
});

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
});

export const groupTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const groupLink = quietLink;

export const groupCount = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
});

/** A chip and, when the tree goes deeper, its own chips after it. */
export const chipItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0, maxWidth: '100%' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: `${vars.space.md} ${vars.space.xs}`,
  ...framed(vars.radius.full, vars.color.border, vars.color.surfaceMuted),
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover },
    // A chip the search matched stands out from its unmatched siblings.
    '&:has(mark)': { borderColor: vars.color.star, backgroundColor: vars.color.warningSoft },
  },
});

export const chipCount = style({
  flexShrink: 0,
  minWidth: '1.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '1.5rem',
  textAlign: 'center',
});
