import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { joinedControls } from '#src/styles/recipes.css.ts';

export const toggleGroup = joinedControls;

export const toggleItem = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[data-state="on"]': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
