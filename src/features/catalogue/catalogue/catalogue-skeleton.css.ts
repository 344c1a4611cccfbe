import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const skeletonLine = style({ marginBottom: vars.space.sm });
