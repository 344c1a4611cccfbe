import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  color: vars.color.primaryContrast,
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
});

export const heroInner = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } },
});

export const heroText = style({ color: vars.color.onHero, maxWidth: '40rem' });

export const searchForm = style({
  // The suggestions' popup hangs below the box.
  position: 'relative',
  display: 'flex',
  width: '100%',
  maxWidth: '36rem',
  gap: vars.space.sm,
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const searchButton = style({ borderRadius: vars.radius.full });
