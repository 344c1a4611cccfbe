import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const resetButton = style({ marginTop: vars.space.sm });
