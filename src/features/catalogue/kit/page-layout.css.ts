/**
 * Layout shared by the category, collection and store screens (lists and
 * detail pages): page header (image, title, description, badges), the
 * results toolbar and the states around a product grid.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { headerRow, pageTitleWrapping, sectionedPage } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = sectionedPage;

export const header = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  ...framed(vars.radius.xl),
  '@media': {
    [media.sm]: { gridTemplateColumns: 'auto minmax(0, 1fr)', padding: vars.space.xl },
  },
});

export const headerImage = style({
  width: '100%',
  maxWidth: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.sm]: { width: '10rem', height: '10rem', aspectRatio: '1' }, [media.lg]: { width: '12rem', height: '12rem' } },
});

export const headerLogo = style({
  width: '5rem',
  height: '5rem',
  objectFit: 'contain',
  padding: vars.space.sm,
  ...framed(vars.radius.lg),
  '@media': { [media.sm]: { width: '7.5rem', height: '7.5rem' } },
});

export const headerText = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const title = pageTitleWrapping;

/** A list page's intro: its title, then its lead. */
export const intro = style({ display: 'grid', gap: vars.space.sm });

/** A header's description, or a list page's lead. */
export const description = style({ color: vars.color.textMuted, maxWidth: '60ch' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});

export const badgeLink = style([
  badge,
  { selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

export const section = style({ display: 'grid', gap: vars.space.lg });

export const toolbar = headerRow;

export const toolbarStart = style({ display: 'grid', gap: vars.space.xxs });

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  selectors: { '&:focus': { outline: 'none' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  ...framed(vars.radius.full, vars.color.borderStrong),
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});
