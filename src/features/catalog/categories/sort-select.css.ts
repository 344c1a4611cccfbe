import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const field = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: '11rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { borderColor: vars.color.primary }, '&[data-state="open"]': { borderColor: vars.color.primary } },
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
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: `${vars.space.xl} ${vars.space.md}`,
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

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.primary,
});
