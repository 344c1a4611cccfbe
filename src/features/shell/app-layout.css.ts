import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.dialog,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryContrast,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'translateY(0)' } },
});

export const main = style({
  flex: 1,
  // The footer starts at the fold at the earliest: while a screen's code or
  // data loads (an empty or short main), it would otherwise sit in the first
  // viewport and shift away when the page arrives (CLS).
  minHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:focus': { outline: 'none' } },
});
