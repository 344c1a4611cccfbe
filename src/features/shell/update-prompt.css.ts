import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const updateBar = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.dialog,
  marginInline: 'auto',
  maxWidth: '36rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  ...framed(vars.radius.lg, vars.color.borderStrong),
  boxShadow: vars.shadow.lg,
});

export const updateText = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
