import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { tree } from './filter-group.css.ts';

export const subtree = style([tree, { paddingInlineStart: vars.space.lg }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const expandButton = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${expandButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});
