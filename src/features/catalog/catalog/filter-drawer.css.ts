import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(22rem, 92vw)',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 180ms ease-out` } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerTitle = style({ fontSize: vars.fontSize.lg });

export const drawerBody = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });

export const drawerFooter = style({ padding: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });
