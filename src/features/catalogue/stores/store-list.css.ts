import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { cardGrid } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export { description as lead, intro } from '../kit/page-layout.css.ts';

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 28rem) 1fr' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = cardGrid;

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
  transition: 'box-shadow 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const logo = style({
  flexShrink: 0,
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
  ...framed(vars.radius.md),
});

export const name = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const address = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const addressIcon = style({ flexShrink: 0, marginTop: '0.15rem' });

export const description = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export { cardFooter } from '#src/styles/recipes.css.ts';

export const productCount = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const stretchedLink = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const cta = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  color: vars.color.primaryContrast,
  '@media': { [media.md]: { padding: vars.space.xxxl } },
});

export const ctaTitle = style({ fontSize: vars.fontSize.xl, '@media': { [media.md]: { fontSize: vars.fontSize.xxl } } });

export const ctaText = style({ maxWidth: '50ch', color: vars.color.onHeroStrong });
