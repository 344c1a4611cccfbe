import { style } from '@vanilla-extract/css';

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
