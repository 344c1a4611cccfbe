/** Add-to-cart buttons (cards, product page, wishlist) and the store-choice dialog. */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';

// Card actions: the add button takes the room left by the wishlist heart.
// Cards range from about 8 rem (two columns at 360 px) to 17 rem wide: the
// actions measure their own width (a size container) and the button keeps its
// text only where it fits on one line; narrower, it shows the cart icon alone
// and keeps its name for assistive technology.

export const cardActions = style({
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.sm,
  width: '100%',
});

// The card's actions slot (features/catalogue/kit/product-card.tsx) sizes to its
// content; a size container has none, so the slot takes a line of its own.
globalStyle(`:has(> ${cardActions})`, { flex: '1 1 100%' });

export const cardButton = style({
  flex: '1 1 auto',
  minWidth: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  '@container': { '(max-width: 15rem)': { fontSize: vars.fontSize.xs } },
});

/** The label of the card button: hidden (still read) where the card is too narrow for it. */
export const cardLabel = style({
  '@container': {
    '(max-width: 13.5rem)': visuallyHidden,
  },
});

// Product page actions.

export const pageActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  width: '100%',
});

export const pageButton = style({
  flex: '1 1 12rem',
  '@media': { [media.sm]: { flex: '0 1 auto' } },
});

// Busy and disabled states.

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const icon = style({ flexShrink: 0 });

/** A disabled button stays legible: the reason ('Rupture de Stock') must be read. */
export const soldOut = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  selectors: {
    '&:disabled': {
      opacity: 1,
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

// Store-choice dialog.

export const overlay = style({ position: 'fixed', inset: 0, backgroundColor: vars.color.overlay, zIndex: vars.zIndex.overlay });

export const dialog = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${vars.space.xl})`,
  maxWidth: '32rem',
  maxHeight: `calc(100dvh - ${vars.space.xxl})`,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': { [media.sm]: { padding: vars.space.xl } },
});

export const dialogHeader = style({ display: 'grid', gap: vars.space.xs, paddingInlineEnd: vars.space.xxl });

export const dialogTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const dialogText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

export const options = style({
  display: 'grid',
  gap: vars.space.sm,
  overflowY: 'auto',
  // Room for the focus ring of the first and last option.
  padding: vars.space.xxs,
  margin: `calc(-1 * ${vars.space.xxs})`,
});

export const option = style({
  display: 'grid',
  // Mobile: the price goes under the address; from 40em it has its own column.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  '@media': { [media.sm]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
  width: '100%',
  minHeight: '3.5rem',
  padding: vars.space.md,
  ...framed(vars.radius.lg, vars.color.borderStrong),
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft },
    '&:disabled': { cursor: 'default', opacity: 0.7 },
  },
});

export const radio = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  gridRow: 'span 2',
  selectors: { [`${option}[data-state="checked"] &`]: { borderColor: vars.color.primary } },
  '@media': { [media.sm]: { gridRow: 'auto' } },
});

export const radioDot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const optionText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const optionName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'break-word' });

export const optionAddress = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'break-word' });

export const optionPriceCell = style({ gridColumn: '2', '@media': { [media.sm]: { gridColumn: 'auto' } } });

export const optionPrice = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primaryHover, whiteSpace: 'nowrap' });

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: vars.space.sm });

export const dialogButton = style({ flex: '1 1 10rem', '@media': { [media.sm]: { flex: '0 0 auto' } } });

/**
 * The phone's buy bar: fixed at the bottom once the buy box has scrolled
 * above the screen, with the price and 'Ajouter au Panier' in thumb's reach.
 * Large screens keep the buy box in view beside the gallery: no bar.
 */
export const buyBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.bottomBar,
  '@media': { [media.lg]: { display: 'none' } },
});

/**
 * The price takes the room left by the button, down to its longest line
 * ("À partir de" goes above the amount); on the narrowest phones the button
 * gives way last, its label on two lines.
 */
export const buyBarPrice = style({ flex: '1 1 auto', lineHeight: 1.25 });
globalStyle(`${buyBar} > ${buyBarPrice}`, { minWidth: 'min-content' });

/** The cart bar's 'Total :' sits above its amount, so a long XOF total keeps one line at 360 px. */
export const buyBarLabel = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const buyBarAmount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 23.99em)': { fontSize: vars.fontSize.md } },
});

export const buyBarButton = style({ flex: '0 1 auto', whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' });

// While the buy bar shows, the page's end and the toasts stay clear of it.
globalStyle('html[data-buy-bar] body', { '@media': { 'screen and (max-width: 63.99em)': { paddingBottom: '4.75rem' } } });
globalStyle('html[data-buy-bar] [data-sonner-toaster][data-y-position="bottom"]', {
  '@media': { 'screen and (max-width: 63.99em)': { bottom: 'calc(var(--mobile-offset-bottom, 16px) + 4.75rem)' } },
});
