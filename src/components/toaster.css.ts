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

/**
 * On a phone the toasts show below the sticky header (toaster.tsx). A toast
 * slides in from above its place and leaves upwards: what would cross the
 * header is cut off, so it seems to come from under it, and the header's
 * menu and cart never lie under a toast, even for the 0.4 s of its slide
 * (clip-path clips the hit testing too). 12 px above the toasts are kept for
 * the close button's tap target, which stands out of the toast's corner.
 */
globalStyle('[data-sonner-toaster][data-y-position="top"]', {
  clipPath: 'inset(-12px -100vw -100vh -100vw)',
});
