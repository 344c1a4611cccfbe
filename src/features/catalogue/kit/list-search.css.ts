import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const searchField = style({ position: 'relative', display: 'flex', alignItems: 'center' });

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
  ...framed(vars.radius.full, vars.color.borderStrong),
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.primary },
  },
});
