import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  zIndex: vars.zIndex.overlay,
  minWidth: '15rem',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  ...framed(vars.radius.md),
  boxShadow: vars.shadow.lg,
  animation: `${appear} 120ms ease-out`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover },
    '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const allItem = style([item, { fontWeight: vars.fontWeight.semibold, color: vars.color.primary }]);

export const separator = style({ height: '1px', margin: `${vars.space.xs} 0`, backgroundColor: vars.color.border });

export const error = style([item, { color: vars.color.danger, whiteSpace: 'normal' }]);
