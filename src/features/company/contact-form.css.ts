import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { fieldError } from '#src/styles/recipes.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

const control = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const input = control;

export const textarea = style([control, { minHeight: '8rem', paddingBlock: vars.space.sm, resize: 'vertical' }]);

export const error = fieldError;

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
