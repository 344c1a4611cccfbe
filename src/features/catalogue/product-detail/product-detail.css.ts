import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { joinedControls } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, paddingBlock: vars.space.lg, '@media': { [media.md]: { paddingBlock: vars.space.xxl } } });

export const breadcrumb = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const breadcrumbList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const breadcrumbItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.borderStrong } },
});
export const breadcrumbLink = style({ color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.primary } } });
export const breadcrumbCurrent = style({ color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '16rem' });

/**
 * Phone: gallery, information, then the tabs. From md: the gallery with the
 * tabs under it on the left, the information on the right across both rows,
 * so a single image (no thumbnails) leaves no empty band under the gallery.
 */
export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"gallery" "info" "details"',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"gallery info" "details info"',
      columnGap: vars.space.xxl,
    },
  },
});

export const detailsArea = style({ gridArea: 'details', minWidth: 0 });

// Gallery --------------------------------------------------------------------

export const gallery = style({ gridArea: 'gallery', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0 });

export const mainImageBox = style({
  overflow: 'hidden',
  aspectRatio: '1',
  ...framed(vars.radius.lg, vars.color.border, vars.color.surfaceMuted),
});

export const mainImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4rem, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxWidth: '24rem',
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  padding: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.primary },
  },
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

// Information ---------------------------------------------------------------

export const info = style({ gridArea: 'info', display: 'grid', gap: vars.space.lg, minWidth: 0, alignContent: 'start' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
});

export const badge = styleVariants({
  category: [badgeBase, { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover, selectors: { '&:hover': { textDecoration: 'underline' } } }],
  inStock: [badgeBase, { backgroundColor: vars.color.primarySoft, color: vars.color.success }],
  outOfStock: [badgeBase, { backgroundColor: vars.color.dangerSoft, color: vars.color.danger }],
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const price = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.primary });

export const purchase = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

// Stepper -------------------------------------------------------------------

export const stepper = style({ display: 'grid', gap: vars.space.xs });
export const stepperLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const stepperControls = style([joinedControls, { alignItems: 'stretch', width: 'fit-content' }]);
export const stepperButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  minHeight: '2.75rem',
  border: 'none',
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:disabled': { color: vars.color.borderStrong, cursor: 'not-allowed' },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
export const stepperInput = style({
  width: '4rem',
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// Panels ----------------------------------------------------------------------

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
});

export const panelTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.md });

export const storeList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const storeItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const storeText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 10rem' });
export const storeName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, selectors: { '&:hover': { color: vars.color.primary } } });
export const storeAddress = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const storePrice = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary, whiteSpace: 'nowrap' });

export const moreStores = style({
  justifySelf: 'start',
  padding: 0,
  minHeight: '2.25rem',
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/**
 * One promise a line, in a quiet panel: side by side in a half-width column,
 * the free-delivery sentence wrapped to three lines.
 */
export const promises = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  ...framed(vars.radius.lg),
});

export const promise = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const promiseIcon = style({ flexShrink: 0, color: vars.color.primary });

// Tabs ----------------------------------------------------------------------------

export const tabs = style({ display: 'grid', gap: vars.space.lg });

export const tabList = style({ display: 'flex', gap: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.xs,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const tabPanel = style({ color: vars.color.text, whiteSpace: 'pre-line', selectors: { '&:focus-visible': { outlineOffset: '4px' } } });

export const mutedText = style({ color: vars.color.textMuted });

// Skeleton --------------------------------------------------------------------------

export const skeletonStack = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

/** Offline: how old the price and stock shown are. */
export const staleNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.semibold,
});

// Vous aimerez aussi -------------------------------------------------------------

export const related = style({ paddingTop: vars.space.lg });
