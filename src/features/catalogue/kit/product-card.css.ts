import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { cardFooter, clampedDescription } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

const cardBase = style({
  position: 'relative',
  display: 'flex',
  height: '100%',
  overflow: 'hidden',
  ...framed(vars.radius.lg),
  color: vars.color.text,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    // The whole card is the name link's target: show its focus on the card.
    '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
});

export const card = styleVariants({
  grid: [cardBase, { flexDirection: 'column' }],
  list: [cardBase, { flexDirection: 'row', alignItems: 'stretch' }],
});

export const mediaBox = styleVariants({
  grid: { position: 'relative', width: '100%', aspectRatio: '1', backgroundColor: vars.color.surfaceMuted },
  list: {
    position: 'relative',
    flexShrink: 0,
    width: '7.5rem',
    backgroundColor: vars.color.surfaceMuted,
    '@media': { [media.sm]: { width: '11rem' }, [media.lg]: { width: '13rem' } },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const outOfStock = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.primaryContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: vars.space.xs,
  padding: vars.space.md,
  '@media': { [media.sm]: { padding: vars.space.lg } },
});

export const category = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.sm]: { fontSize: vars.fontSize.md } },
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: 'none' },
    // Stretched link: the whole card opens the product; the actions sit above it.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 0 },
  },
});

export const description = clampedDescription;

export const footer = style([cardFooter, { paddingTop: vars.space.xs }]);

export const price = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { fontSize: vars.fontSize.lg } },
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
