import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const screen = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
  minHeight: '50vh',
});

export const title = style({ fontSize: vars.fontSize.xxl });
export const text = style({ color: vars.color.textMuted, maxWidth: '50ch' });

export const details = style({
  width: '100%',
  maxWidth: '40rem',
  textAlign: 'start',
  ...framed(vars.radius.md),
  padding: vars.space.md,
});

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.semibold });

export const pre = style({
  marginTop: vars.space.md,
  padding: vars.space.md,
  overflow: 'auto',
  maxHeight: '16rem',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const code = style({ fontSize: '4rem', fontWeight: vars.fontWeight.bold, color: vars.color.primary, lineHeight: 1 });
