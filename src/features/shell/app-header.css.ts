import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { warningPill } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

/** Wide enough for the search field inline in the bar; below, a search button opens it in a row under the bar. */
const wide = 'screen and (min-width: 80em)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/**
 * One row (the header's height) of menu, company name, navigation and icons;
 * under it, when needed, full-width rows: the search opened on phones and
 * tablets, and the offline strip on phones.
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.headerHeight,
  '@media': { [media.md]: { gap: vars.space.lg }, [media.lg]: { gap: vars.space.md } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: '2.75rem',
  color: vars.color.primary,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.15,
  textDecoration: 'none',
  '@media': {
    [media.md]: { fontSize: vars.fontSize.xl },
    // Wide screens: the search box gives way, never the company name.
    [media.lg]: { flexShrink: 0 },
  },
});

/**
 * Narrow screens: the name takes up to two lines rather than being cut
 * ("Souk El / Djazair" beside four icons at 360 px); one line from 1024 px.
 */
export const brandName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  '@media': {
    [media.lg]: { display: 'block', maxWidth: '18rem', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal' },
  },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'flex' } },
});

export const mobileOnly = style({
  '@media': { [media.lg]: { display: 'none' } },
});

export const nav = style([
  desktopOnly,
  {
    alignItems: 'center',
    gap: vars.space.xs,
  },
]);

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xs,
  minHeight: '2.75rem',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-status="active"], &[aria-current="page"]': { color: vars.color.primary },
    '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted },
  },
  '@media': { [wide]: { paddingInline: vars.space.md } },
});

export const spacer = style({ flex: 1 });

/** Wide screens: the search field in the bar, wide enough for its whole placeholder. */
export const desktopSearch = style({
  display: 'none',
  '@media': { [wide]: { display: 'flex', flex: '0 1 22rem', minWidth: '17.5rem' } },
});

/** The header's search fields: a size smaller than the page's, so the placeholder fits. */
export const headerSearchForm = style({});
globalStyle(`${headerSearchForm} input`, { fontSize: vars.fontSize.sm, paddingInline: vars.space.md });

/** The search row under the bar, opened by the search button. */
export const searchRow = style({
  paddingBlockEnd: vars.space.md,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [wide]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  '@media': { [media.md]: { marginInlineStart: 0 } },
});

export const iconLink = style({
  flexShrink: 0,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.primary },
  },
});

/** The search button of phones and tablets (wide screens have the field). */
export const searchToggle = style([
  iconLink,
  {
    selectors: { '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.primary } },
    '@media': { [wide]: { display: 'none' } },
  },
]);

export const badge = style({
  position: 'absolute',
  top: '0.1rem',
  insetInlineEnd: '0.1rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.3rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const authLinks = style([desktopOnly, { alignItems: 'center', gap: vars.space.xs, marginInlineStart: vars.space.sm }]);

export const offlinePill = style([warningPill, { whiteSpace: 'nowrap' }]);

/**
 * Under the bar (offline, changes waiting): a full-width strip on phones, a
 * pill on the right from 768 px. Not in the bar, where it took the room of
 * the company name on phones and pushed 'S'inscrire' out at 1366 px.
 */
export const statusStrip = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlockEnd: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  whiteSpace: 'normal',
  textAlign: 'center',
  '@media': {
    [media.md]: {
      width: 'fit-content',
      marginInlineStart: 'auto',
      marginBlockEnd: vars.space.xs,
      paddingBlock: vars.space.xxs,
      borderRadius: vars.radius.full,
    },
  },
});

// Account menu (wide screens) ------------------------------------------------

/** The 'Mon compte' icon and, on wide screens, the menu button beside it. */
export const account = style({ display: 'flex', alignItems: 'center' });

export const accountMenu = style({ position: 'relative', alignItems: 'center' });

export const accountMenuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.primary },
  },
});

export const accountMenuPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 0.375rem)',
  zIndex: vars.zIndex.overlay,
  minWidth: '13rem',
  padding: vars.space.xs,
  ...framed(vars.radius.md),
  boxShadow: vars.shadow.lg,
});

export const accountMenuWho = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const accountMenuList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const accountMenuItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover } },
});

export const logoutItem = style([accountMenuItem, { color: vars.color.danger }]);
