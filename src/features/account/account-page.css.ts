/** /account: header, shortcut cards, tabs and their panels. Mobile first (360 px). */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { headerRow, pageTitle, sectionedPage } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = sectionedPage;

export const header = headerRow;

export const headerText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const title = pageTitle;

export const greeting = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** A list of cards, one column on phones; each list says from where it has two. */
const cardList = {
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

export const shortcuts = style({ ...cardList, '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: '100%',
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 150ms ease, border-color 150ms ease',
  selectors: { '&:hover': { borderColor: vars.color.primary, boxShadow: vars.shadow.md } },
});

export const shortcutIcon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});

export const shortcutText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const shortcutTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const shortcutDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const shortcutChevron = style({ marginInlineStart: 'auto', flex: 'none', color: vars.color.textMuted });

export const tabs = style({ display: 'grid', gap: vars.space.lg });

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.md]: { display: 'flex', justifySelf: 'start' } },
});

export const tabTrigger = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { backgroundColor: vars.color.surface, color: vars.color.primaryHover, boxShadow: vars.shadow.sm },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.xl,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focus}`, borderRadius: vars.radius.lg },
    // Radix keeps inactive panels in the DOM with `hidden`, which `display: grid` would override.
    '&[hidden]': { display: 'none' },
  },
});

/** A white card holding one part of a tab. */
export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  padding: vars.space.lg,
  ...framed(vars.radius.xl),
  '@media': { [media.sm]: { padding: vars.space.xl } },
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const cardTitleGroup = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const cardTitle = style({ fontSize: vars.fontSize.xl });
export const cardDescription = style({ color: vars.color.textMuted, maxWidth: '60ch' });

/** Profil: two columns on large screens (details, password). */
export const profileGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const detailRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
  '@media': { [media.sm]: { gridTemplateColumns: '11rem minmax(0, 1fr)', gap: vars.space.md } },
});
export const detailLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const detailEmpty = style({ color: vars.color.textMuted, fontStyle: 'italic' });

const badgeBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;
export const badgeSuccess = style({ ...badgeBase, backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover });
export const badgeWarning = style({ ...badgeBase, backgroundColor: vars.color.warningSoft, color: vars.color.warning });

/** Adresses. */
export const addressList = style({ ...cardList, '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const addressCard = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'space-between',
  height: '100%',
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
});

export const addressCardChosen = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });

export const addressText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });
export const addressMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const addressActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
/** The long button label wraps on a phone instead of widening the card. */
export const wrapButton = style({ whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' });
export const chosenNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primaryHover,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const inlineLink = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

/** Moyens de Paiement. */
export const method = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...framed(vars.radius.lg, vars.color.primary, vars.color.primarySoft),
});
export const methodText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const methodTitle = style({ fontSize: vars.fontSize.lg });
export const bulletList = style({ display: 'grid', gap: vars.space.sm, paddingInlineStart: vars.space.xl, margin: 0 });

/** Notifications. */
export const prefList = style({ display: 'grid', listStyle: 'none', margin: 0, padding: 0 });
export const prefRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const prefText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const prefLabel = style({ fontWeight: vars.fontWeight.semibold, cursor: 'pointer' });
export const prefDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const switchRoot = style({
  flex: 'none',
  position: 'relative',
  width: '3rem',
  height: '1.75rem',
  padding: 0,
  // The track keeps a 3:1 contrast with the card in both states (WCAG 1.4.11).
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  cursor: 'pointer',
  transition: 'background-color 150ms ease',
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  // A bigger touch target than the visible track.
  '::before': { content: '""', position: 'absolute', inset: '-0.5rem' },
});

export const switchThumb = style({
  display: 'block',
  width: '1.375rem',
  height: '1.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(0.125rem)',
  transition: 'transform 150ms ease',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(1.45rem)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const savedNote = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, minHeight: '1.25rem' });

/** Guest: 'Connexion requise'. */
export const gate = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  ...framed(vars.radius.xl),
});
export const gateIcon = style({ color: vars.color.primary });
export const gateTitle = style({ fontSize: vars.fontSize.xl });
export const gateText = style({ color: vars.color.textMuted, maxWidth: '40ch' });
export const gateActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });

export const skeletonList = style({ display: 'grid', gap: vars.space.md });
