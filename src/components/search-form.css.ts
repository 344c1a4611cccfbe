import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const form = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  border: 'none',
  backgroundColor: vars.color.primary,
  color: vars.color.primaryContrast,
  selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
});
