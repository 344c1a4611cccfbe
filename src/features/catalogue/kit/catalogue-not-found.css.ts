import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const notFound = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingBlock: vars.space.xxxl,
});

export const notFoundCode = style({ fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold, color: vars.color.primary });
export const notFoundText = style({ color: vars.color.textMuted, maxWidth: '45ch' });
