import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  ...framed(vars.radius.lg),
});

export const block = styleVariants({
  error: [base, { borderColor: vars.color.danger, backgroundColor: vars.color.dangerSoft }],
  offline: [base, { borderColor: vars.color.warning, backgroundColor: vars.color.warningSoft }],
  empty: [base],
});

export const icon = style({ color: vars.color.textMuted });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const description = style({ color: vars.color.textMuted, maxWidth: '40ch' });
