import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.headerHeight,
  '@media': { [media.md]: { gap: vars.space.lg } },
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
  textDecoration: 'none',
  '@media': {
    [media.md]: { fontSize: vars.fontSize.xl },
    // Wide screens: the search box gives way, never the company name.
    [media.lg]: { flexShrink: 0 },
  },
});

export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.lg]: { maxWidth: '18rem' } },
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
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
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
});

export const spacer = style({ flex: 1 });

export const desktopSearch = style([desktopOnly, { flex: '0 1 22rem' }]);


export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  '@media': { [media.lg]: { marginInlineStart: 0 } },
});

export const iconLink = style({
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

export const offlinePill = style({
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
  whiteSpace: 'nowrap',
});
