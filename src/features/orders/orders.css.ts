/** The order list (a table from 48em, cards below) and the order detail. */
import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import * as orderLine from '#src/components/order-lines.css.ts';
import { backLink as backLinkRecipe, panel, pageColumn, pageTitleWrapping } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = pageColumn;

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = pageTitleWrapping;

export const subtitle = style({ color: vars.color.textMuted });

export const backLink = backLinkRecipe;

// Badges

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  neutral: [badgeBase, { backgroundColor: vars.color.surfaceMuted, color: vars.color.text, borderColor: vars.color.border }],
  waiting: [badgeBase, { backgroundColor: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning }],
  good: [badgeBase, { backgroundColor: vars.color.primarySoft, color: vars.color.primaryHover, borderColor: vars.color.primary }],
  bad: [badgeBase, { backgroundColor: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger }],
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

// List: table from md, cards below

export const tableWrap = style({
  display: 'none',
  '@media': { [media.md]: { display: 'block' } },
  ...framed(vars.radius.lg),
  overflowX: 'auto',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const thEnd = style([th, { textAlign: 'end' }]);

export const td = style({
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  fontWeight: vars.fontWeight.normal,
});

export const tdEnd = style([td, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const orderNumber = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { display: 'none' } },
});

export const orderCard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
  boxShadow: vars.shadow.sm,
});

export const cardTop = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });

export const cardTitle = style({ fontSize: vars.fontSize.md });

export const cardFacts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0 });

export const detailsLink = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

// Detail

export const detailLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const column = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });

export const section = style([panel, { gap: vars.space.md }]);

export const sectionTitle = style({ fontSize: vars.fontSize.lg });

export const itemsTable = style([table, { display: 'none', '@media': { [media.sm]: { display: 'table' } } }]);

export const itemCards = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.sm]: { display: 'none' } },
});

export const itemCard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

// The table's product cells read as OrderLines' cards do.
export const itemName = orderLine.name;
export const itemMeta = orderLine.meta;

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factDesc = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export {
  summaryLines as totals,
  summaryRow as totalRow,
  summaryLabel as totalLabel,
  summaryValue as totalValue,
  summaryValueGain as discountValue,
  summaryGrandTotal as grandTotal,
} from '#src/styles/recipes.css.ts';

export const skeletonStack = style({ display: 'grid', gap: vars.space.md });
