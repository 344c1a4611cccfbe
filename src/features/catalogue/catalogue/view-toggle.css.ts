import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const toggleGroup = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

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
