/**
 * Parameterised style recipes, spread into a `style({ … })` of a stylesheet.
 * They live beside recipes.css.ts, not in it: a `.css.ts` file may export
 * only classes and plain values, never a function.
 */
import { vars } from './theme.css.ts';

/** A rounded box inside a 1 px line, on the surface's white unless a tint is given (cards, panels, boxed controls, tinted notes). */
export const framed = (radius: string, line: string = vars.color.border, ground: string = vars.color.surface) => ({
  borderRadius: radius,
  border: `1px solid ${line}`,
  backgroundColor: ground,
});
