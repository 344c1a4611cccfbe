/** Form controls: labelled fields, inline errors, a form-level alert, the form's grid and its action row. */
import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { fieldError } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const labelRow = style({ display: 'flex', alignItems: 'baseline' });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

/** Something on the label's line, pushed to its end (e.g. 'Mot de passe oublié ?'). */
export const aside = style({ marginInlineStart: 'auto', paddingInlineStart: vars.space.sm });

export const inputWrap = style({ position: 'relative', display: 'flex' });

/**
 * A text box: 44 px tall, a ring on focus, a red border when invalid. The
 * contact form and the cart's code field use it as it is; the kit's fields
 * below add the text colour and a red focus ring when invalid.
 */
export const textBox = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  ...framed(vars.radius.md, vars.color.borderStrong),
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const input = style([
  textBox,
  { color: vars.color.text, selectors: { '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` } } },
]);

export const textarea = style([input, { minHeight: '6rem', padding: vars.space.md, resize: 'vertical', lineHeight: vars.lineHeight.normal }]);

export const inputWithToggle = style({ paddingInlineEnd: '3rem' });

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = fieldError;

/** A message about the whole form (server refusal, unreachable server). */
export const formAlert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...framed(vars.radius.md, vars.color.danger, vars.color.dangerSoft),
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const formAlertBody = style({ display: 'grid', gap: vars.space.xs });

/** The buttons under a form (save, cancel). */
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
