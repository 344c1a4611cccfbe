/** Shared by the company pages (about, contact, FAQ, shipping, returns): page header, cards, detail lists. */
import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { pageTitle as pageTitleRecipe } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const pageHeader = style({
  background: `linear-gradient(135deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  color: vars.color.primaryContrast,
  paddingBlock: vars.space.xxl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

// On the same element as `container`: the text column narrows inside it, aligned with the body.
export const pageHeaderInner = style({ display: 'grid', gap: vars.space.md });
globalStyle(`${pageHeaderInner} > *`, { maxWidth: '48rem' });

export const pageTitle = pageTitleRecipe;

export const pageLead = style({
  fontSize: vars.fontSize.md,
  color: vars.color.onHeroStrong,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

export const body = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, '@media': { [media.md]: { gap: vars.space.xxl, paddingBlock: vars.space.xxl } } });

export const grid2 = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.xl,
  ...framed(vars.radius.lg),
  boxShadow: vars.shadow.sm,
});

export const cardMuted = style([card, { backgroundColor: vars.color.surfaceMuted, boxShadow: 'none' }]);

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
});

export const cardIcon = style({ color: vars.color.primary, flexShrink: 0 });

export const muted = style({ color: vars.color.textMuted });
export const small = style({ fontSize: vars.fontSize.sm });

/** A list of label/value pairs. */
export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const detailRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [media.sm]: { gridTemplateColumns: '11rem minmax(0, 1fr)', gap: vars.space.md, alignItems: 'baseline' } },
});
export const detailLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const detailValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** Contact lines: an icon and a label over a value. */
export const contactList = style({ display: 'grid', gap: vars.space.lg });
export const contactItem = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.md, alignItems: 'start' });
export const contactBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});
export const contactLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const contactValue = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const bulletList = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.xl });
