import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({
  ...framed(vars.radius.lg),
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const header = style({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 200ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} 200ms ease-out` },
    '&[data-state="closed"]': { animation: `${close} 200ms ease-out` },
  },
});

export const answer = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const answerLink = style({ fontWeight: vars.fontWeight.semibold });
