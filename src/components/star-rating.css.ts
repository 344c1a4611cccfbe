import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const stars = style({ display: 'block', flexShrink: 0, color: vars.color.star });
export const value = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
