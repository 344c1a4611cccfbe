import { style } from '@vanilla-extract/css';
import { modalActions, modalDialog, modalOverlay } from '#src/styles/recipes.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const overlay = modalOverlay;
export const dialog = modalDialog;
export const title = style({ fontSize: vars.fontSize.lg });
export const text = style({ color: vars.color.textMuted });
export const actions = modalActions;
