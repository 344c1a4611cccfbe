import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { drawerPanel, fadeIn, modalOverlay, slideIn } from '#src/styles/recipes.css.ts';

export { drawerHeader } from '#src/styles/recipes.css.ts';

export const overlay = style([modalOverlay, { animation: `${fadeIn} 150ms ease-out` }]);

export const drawer = style([drawerPanel, { width: 'min(20rem, 88vw)', animation: `${slideIn} 180ms ease-out`, overflowY: 'auto' }]);

export const drawerTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.primary });

export const section = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-status="active"]': { color: vars.color.primary },
  },
});

export const summary = style([
  link,
  {
    cursor: 'pointer',
    listStyle: 'none',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

export const nested = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const nestedLink = style([link, { fontWeight: vars.fontWeight.normal, fontSize: vars.fontSize.sm }]);

export const danger = style([link, { color: vars.color.danger }]);

export const muted = style({ padding: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const errorText = style({ padding: vars.space.md, color: vars.color.danger, fontSize: vars.fontSize.sm });
