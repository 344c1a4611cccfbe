/** The cart page: item cards, then the summary (beside them from 64em). */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { textBox } from '#src/components/form-field.css.ts';
import { iconTapTarget, pageColumn, pageTitle, quietLink, stickyPanel, warningNote, warningPill, withSummaryAside } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = pageColumn;

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const title = pageTitle;

export const count = style({ color: vars.color.textMuted });

export const layout = withSummaryAside;

export const itemsColumn = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const items = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  ...framed(vars.radius.lg),
  boxShadow: vars.shadow.sm,
  '@media': { [media.sm]: { gridTemplateColumns: '6.5rem minmax(0, 1fr)', padding: vars.space.lg, gap: vars.space.lg } },
});

export const itemPending = style({ borderStyle: 'dashed', borderColor: vars.color.warning });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const body = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const itemTop = style({ display: 'grid', gap: vars.space.xxs });

export const itemName = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const itemLink = quietLink;

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pendingMarker = style([warningPill, { justifySelf: 'start' }]);

export const itemBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...framed(vars.radius.md, vars.color.borderStrong),
});

export const stepButton = style([
  iconTapTarget,
  {
    background: 'transparent',
    color: vars.color.text,
    borderRadius: vars.radius.md,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
      '&:disabled': { opacity: 0.4 },
    },
  },
]);

export const quantity = style({ minWidth: '2.5rem', textAlign: 'center', fontWeight: vars.fontWeight.semibold });

export const lineTotal = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const removeButton = style({ color: vars.color.danger, paddingInline: vars.space.sm });

export const staleNotice = style([
  warningNote,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    '@media': { [media.lg]: { gridColumn: '1 / -1' } },
  },
]);

export const listActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.md });

// Summary

export const summary = stickyPanel;

export const summaryTitle = style({ fontSize: vars.fontSize.lg });

export {
  summaryLines as totals,
  summaryRow as totalRow,
  summaryLabel as totalLabel,
  summaryValue as totalValue,
  summaryValueGain as positiveValue,
  summaryGrandTotal as grandTotal,
} from '#src/styles/recipes.css.ts';

export const note = style({ color: vars.color.warning, fontSize: vars.fontSize.sm });

export const guestPrompt = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

// Discount code

export const discountForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs });
export const discountLabel = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const discountRow = style({ display: 'flex', gap: vars.space.sm });
export const discountInput = style([
  textBox,
  {
    flex: 1,
    minWidth: 0,
    color: vars.color.text,
    textTransform: 'uppercase',
    selectors: { '&::placeholder': { textTransform: 'none', color: vars.color.textMuted } },
  },
]);
export const discountError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const appliedCode = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const appliedCodeText = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const skeletonStack = style({ display: 'grid', gap: vars.space.md });
