import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A toast's action ('Voir le panier'): a tap target of 44 px (Sonner's own
 * button is 24 px high), above Sonner's `[data-sonner-toast] [data-button]`.
 */
export const toastAction = style({
  selectors: {
    '[data-sonner-toast] &[data-button]': {
      minHeight: 44,
      paddingInline: 14,
      fontSize: 14,
      fontWeight: 600,
      borderRadius: 8,
    },
  },
});

/**
 * The toast's close button is drawn at 20 px; its tap target reaches 44 px
 * (the app's least, issue 45) without moving it.
 */
globalStyle('[data-sonner-toast] [data-close-button]::after', {
  content: '""',
  position: 'absolute',
  inset: -12,
});
