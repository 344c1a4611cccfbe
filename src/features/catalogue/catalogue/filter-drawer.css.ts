import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { drawerPanel, fadeIn, modalOverlay, slideIn } from '#src/styles/recipes.css.ts';

export { drawerHeader } from '#src/styles/recipes.css.ts';

export const overlay = style([modalOverlay, { '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` } } }]);

export const drawer = style([
  drawerPanel,
  { width: 'min(22rem, 92vw)', '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 180ms ease-out` } } },
]);

export const drawerTitle = style({ fontSize: vars.fontSize.lg });

export const drawerBody = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });

export const drawerFooter = style({ padding: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });
