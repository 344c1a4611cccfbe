import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const footer = style({
  marginTop: 'auto',
  backgroundColor: vars.color.text,
  color: vars.color.onDarkText,
  paddingBlock: vars.space.xxl,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const brandColumn = style({
  gridColumn: '1 / -1',
  '@media': { [media.md]: { gridColumn: 'auto' } },
});

export const heading = style({
  fontSize: vars.fontSize.md,
  marginBottom: vars.space.md,
  color: vars.color.onDark,
});

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.onDarkMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  color: vars.color.onDarkText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onDark, textDecoration: 'underline' } },
});

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.onDarkRule}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.onDarkMuted,
  textAlign: 'center',
});
