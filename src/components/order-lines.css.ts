import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const meta = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const total = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
