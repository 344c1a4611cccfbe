import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const nav = style({ fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

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
