import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const combo = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.overlay,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  ...framed(vars.radius.md, vars.color.borderStrong),
  boxShadow: vars.shadow.popover,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-active]': { backgroundColor: vars.color.primarySoft, outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' },
  },
});

export const optionDelay = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });

export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const estimate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
