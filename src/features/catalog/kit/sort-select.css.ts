import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/styles/theme.css.ts';

export const field = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: '2.75rem',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.primary }, '&[data-state="open"]': { borderColor: vars.color.primary } },
  },
  variants: {
    // The catalog's toolbar also holds the filters button and the view toggle.
    width: { compact: { minWidth: '9.5rem' }, regular: { minWidth: '11rem' } },
  },
  defaultVariants: { width: 'regular' },
});

export const content = style({
  zIndex: vars.zIndex.dialog,
  minWidth: 'var(--radix-select-trigger-width)',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
  },
});
