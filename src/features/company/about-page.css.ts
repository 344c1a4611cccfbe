import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { pageHeader } from './company.css.ts';

export const aboutHero = pageHeader;

export const aboutHeroInner = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  justifyItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.xxl } },
});

export const logoFrame = style({
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  padding: vars.space.md,
  boxShadow: vars.shadow.md,
});

export const logo = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'contain',
  '@media': { [media.md]: { width: '9rem', height: '9rem' } },
});

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stat = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
  textAlign: 'center',
});

export const statValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primaryHover,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } },
});

export const statLabel = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const skeletonText = style({ display: 'grid', gap: vars.space.md, width: '100%' });
