/**
 * Style recipes shared by several screens: the page, its title, summaries,
 * dialogs, cards. A screen's stylesheet names them under its own names
 * (`export const page = pageColumn`) and adds what is its own. The recipes
 * that take parameters, spread into a style, are in recipe-parts.ts.
 */
import { keyframes, style } from '@vanilla-extract/css';
import { framed } from './recipe-parts.ts';
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

/** A card holding a page's section (a form step, a summary, an order's details): one column, more padding from 40em. */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
  boxShadow: vars.shadow.sm,
  '@media': { [media.sm]: { padding: vars.space.xl } },
});

/** A panel that stays in view under the header while the page scrolls, from 64em (a summary beside its content). */
export const stickyPanel = style([panel, { '@media': { [media.lg]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})` } } }]);

/** A card's last row, pushed to its bottom: one thing at each end, wrapping when narrow. */
export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
});

/** A summary's lines (a <dl>). */
export const summaryLines = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

/** A line of a summary: its label, then its amount. */
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

/** A summary line's label. */
export const summaryLabel = style({ color: vars.color.textMuted });

/** A summary line's amount. */
export const summaryValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

/** An amount in the shopper's favour (a discount, free delivery). */
export const summaryValueGain = style([summaryValue, { color: vars.color.success }]);

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

/** A boxed note in the warning colours (offline, prices changed). */
export const warningNote = style({
  padding: vars.space.md,
  ...framed(vars.radius.md, vars.color.warning, vars.color.warningSoft),
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A list laid out as a wrapping row, without bullets (chips, a breadcrumb). */
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A 44 px square that centres its icon: the tap target of an icon button. */
export const iconTapTarget = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
});

/** A small rounded label in the warning colours (offline, a change waiting to be sent). */
export const warningPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

/** A round badge (3.5 rem) holding an icon above a message; the colour of the icon is the screen's. */
export const roundIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
});

/** The dimmed page behind a dialog. */
export const modalOverlay = style({ position: 'fixed', inset: 0, backgroundColor: vars.color.overlay, zIndex: vars.zIndex.overlay });

/** The overlay's entrance. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A drawer's entrance from the start edge. */
export const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

/** A drawer's header: its title, then its close button. */
export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A drawer along the start edge, over the page: its width and entrance are the screen's. */
export const drawerPanel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

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

/** Controls side by side in one frame, clipped to its corners (a view toggle, a quantity stepper). */
export const joinedControls = style({ display: 'inline-flex', ...framed(vars.radius.md, vars.color.borderStrong), overflow: 'hidden' });
