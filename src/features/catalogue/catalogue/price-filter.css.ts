import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: '2.75rem',
  touchAction: 'none',
  userSelect: 'none',
});

export const sliderTrack = style({
  position: 'relative',
  flexGrow: 1,
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const sliderRange = style({ position: 'absolute', height: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.primary });

export const sliderThumb = style({
  display: 'block',
  width: '1.375rem',
  height: '1.375rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: { '&:hover': { backgroundColor: vars.color.primarySoft } },
});

export const priceValues = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
