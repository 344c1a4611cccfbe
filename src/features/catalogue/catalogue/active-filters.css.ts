import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export { inlineList as chips } from '#src/styles/recipes.css.ts';

/** A list item shrinks to the row, so a long search's chip ends in an ellipsis instead of widening the page. */
export const chipItem = style({ display: 'flex', minWidth: 0, maxWidth: '100%' });

/** A chip is its own remove button: 44 px tall for a thumb. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  maxWidth: '100%',
  paddingInline: vars.space.md,
  ...framed(vars.radius.full, vars.color.primary, vars.color.primarySoft),
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const clearAll = style({
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
