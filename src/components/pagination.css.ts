import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const nav = style({ marginBlock: vars.space.xl });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pageButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  ...framed(vars.radius.md),
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, color: vars.color.primary },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryContrast,
    },
    '&:disabled': { opacity: 0.5 },
  },
});

export const ellipsis = style({
  minWidth: '2rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});
