import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

// Hero ---------------------------------------------------------------------

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  color: vars.color.primaryContrast,
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
});

export const heroInner = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } },
});

export const heroText = style({ color: 'rgba(255, 255, 255, 0.9)', maxWidth: '40rem' });

export const searchForm = style({
  display: 'flex',
  width: '100%',
  maxWidth: '36rem',
  gap: vars.space.sm,
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const searchButton = style({ borderRadius: vars.radius.full });

// Layout -------------------------------------------------------------------

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  paddingBlock: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)', paddingBlock: vars.space.xxl } },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
      maxHeight: `calc(100dvh - ${vars.layout.headerHeight} - ${vars.space.xxl})`,
      overflowY: 'auto',
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });

export const results = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  // Paging scrolls here: keep the top clear of the sticky header.
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
});

export const resultsHeading = style({ selectors: { '&:focus': { outline: 'none' } } });

// Toolbar ------------------------------------------------------------------

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  rowGap: vars.space.md,
});

export const count = style({
  flex: '1 1 auto',
  minWidth: '8rem',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const filtersButton = style({ '@media': { [media.lg]: { display: 'none' } } });

export const filterBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryContrast,
  fontSize: vars.fontSize.xs,
});

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const toggleGroup = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const toggleItem = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[data-state="on"]': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

// Sort select ----------------------------------------------------------------

export const sortField = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const sortLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const selectTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: '9.5rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const selectContent = style({
  zIndex: vars.zIndex.dialog,
  minWidth: 'var(--radix-select-trigger-width)',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const selectViewport = style({ padding: vars.space.xs });

export const selectItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
  },
});

// Filters ------------------------------------------------------------------

export const filterGroup = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-of-type': { borderTop: 'none', paddingTop: 0 } },
});

export const filterTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const subtree = style([tree, { paddingInlineStart: vars.space.lg }]);

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
});

export const checkLabel = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const checkbox = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryContrast,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const expandButton = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
});

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { [`${expandButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: '2.75rem',
  touchAction: 'none',
  userSelect: 'none',
});

export const sliderTrack = style({
  position: 'relative',
  flexGrow: 1,
  height: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const sliderRange = style({ position: 'absolute', height: '100%', borderRadius: vars.radius.full, backgroundColor: vars.color.primary });

export const sliderThumb = style({
  display: 'block',
  width: '1.375rem',
  height: '1.375rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: { '&:hover': { backgroundColor: vars.color.primarySoft } },
});

export const priceValues = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const resetButton = style({ marginTop: vars.space.sm });

// Filter dialog (below 1024 px) --------------------------------------------

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

// Results ------------------------------------------------------------------

export const resultsBody = style({
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const skeletonLine = style({ marginBottom: vars.space.sm });

// Offline results ------------------------------------------------------------

/** Says the results come from the products seen before, not from the server. */
export const offlineNotice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
