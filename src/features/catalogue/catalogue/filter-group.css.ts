import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const filterGroup = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-of-type': { borderTop: 'none', paddingTop: 0 } },
});

export const filterTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
});

export const checkLabel = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryContrast,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:hover': { borderColor: vars.color.primary },
  },
});
