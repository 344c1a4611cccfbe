import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

/** The card heart: a square beside 'Ajouter au panier', 44 px for a thumb. */
export const heart = style({
  flexShrink: 0,
  width: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: 0,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.accent, borderColor: vars.color.accent },
    '&:hover': { color: vars.color.accent },
  },
});

export const pageButton = style({
  flex: '1 1 12rem',
  '@media': { [media.sm]: { flex: '0 1 auto' } },
});

export const inList = style({ color: vars.color.accent });

export const busy = style({ cursor: 'progress' });
