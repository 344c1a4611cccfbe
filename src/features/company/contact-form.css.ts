import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { fieldError } from '#src/styles/recipes.css.ts';
import { textBox } from '#src/components/form-field.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export { textBox as input } from '#src/components/form-field.css.ts';

export const textarea = style([textBox, { minHeight: '8rem', paddingBlock: vars.space.sm, resize: 'vertical' }]);

export const error = fieldError;

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
