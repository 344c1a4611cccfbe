/**
 * Style recipes shared by several screens: the page, its title, summaries,
 * dialogs, cards. A screen's stylesheet names them under its own names
 * (`export const page = pageColumn`) and adds what is its own.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

/** A page of one column: minmax(0, 1fr) so that a wide child (a long name, an input's intrinsic width) never widens it past a 360 px screen. */
export const pageColumn = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, paddingBlock: vars.space.xl });

/** A page's title (h1). */
export const pageTitle = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } },
});

/** A page's title that may hold a long unbroken name. */
export const pageTitleWrapping = style({
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } },
});

/** A page of sections, with more air from 48em. */
export const sectionedPage = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
});

/** The link back to the previous step, above a title. */
export const backLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

/** Content, then its summary: beside it from 64em. */
export const withSummaryAside = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem' } },
});

/** A line of a summary: its label, then its amount. */
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

/** A summary line's amount. */
export const summaryValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

/** A summary's total, under a rule. */
export const summaryGrandTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** A header of a title and its actions, wrapping on narrow screens. */
export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A card's description, cut after two lines. */
export const clampedDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** A link in the text's colour, underlined on hover. */
export const quietLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } } });

/** The dimmed page behind a dialog. */
export const modalOverlay = style({ position: 'fixed', inset: 0, backgroundColor: vars.color.overlay, zIndex: vars.zIndex.overlay });

/** A dialog in the middle of the screen. */
export const modalDialog = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${vars.space.xxl})`,
  maxWidth: '26rem',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

/** A dialog's buttons, at its end. */
export const modalActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.sm });

/** Cards in a grid: one column, more as the screen widens. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A field's error message. */
export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
