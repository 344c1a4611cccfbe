import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const field = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

/** Holds the select and its chevron (drawn over the select's right edge, clicks go through). */
export const control = style({ position: 'relative', display: 'inline-flex' });

export const select = recipe({
  base: {
    appearance: 'none',
    minHeight: '2.75rem',
    paddingInlineStart: vars.space.md,
    // Room for the chevron.
    paddingInlineEnd: `calc(${vars.space.md} + 1.5rem)`,
    ...framed(vars.radius.md, vars.color.borderStrong),
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  },
  variants: {
    // The catalogue's toolbar also holds the filters button and the view toggle.
    width: { compact: { minWidth: '9.5rem' }, regular: { minWidth: '11rem' } },
  },
  defaultVariants: { width: 'regular' },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
