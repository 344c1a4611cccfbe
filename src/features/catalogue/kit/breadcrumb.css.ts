import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const nav = style({ fontSize: vars.fontSize.sm });

export { inlineList as list } from '#src/styles/recipes.css.ts';

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const current = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '16rem',
});

export const separator = style({ color: vars.color.textMuted, flexShrink: 0 });
