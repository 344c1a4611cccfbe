/** Checkout and the guest's order confirmation: one column on phones, form and summary side by side from 64em. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { formAlert, label as fieldLabel } from '#src/components/form-field.css.ts';
import { backLink as backLinkRecipe, panel, pageColumn, pageTitle, roundIcon, stickyPanel, summaryLines, warningNote, withSummaryAside } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = pageColumn;

export const header = style({ display: 'grid', gap: vars.space.sm });

export const backLink = backLinkRecipe;

export const title = pageTitle;

export const lead = style({ color: vars.color.textMuted });

export const layout = withSummaryAside;

export const card = panel;

export const stickyCard = stickyPanel;

export const cardTitle = style({ fontSize: vars.fontSize.lg });

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullWidth = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

// The label, the text box and the hint of the UI kit's fields (components/form-field.css.ts).
export { hint, input, label } from '#src/components/form-field.css.ts';

export const requiredMark = style({ color: vars.color.danger });

/** Added to `input` on a textarea. */
export const textarea = style({ paddingBlock: vars.space.sm, minHeight: '5.5rem', resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const requiredNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The UI kit's form alert, bolder, and gone while it has nothing to say. */
export const alert = style([formAlert, { fontWeight: vars.fontWeight.semibold, selectors: { '&:empty': { display: 'none' } } }]);

export const identity = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const signInHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lines = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
});

/** Under the order's lines, past a rule. */
export const totals = style([summaryLines, { paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` }]);

export {
  summaryRow as totalRow,
  summaryLabel as totalLabel,
  summaryValue as totalValue,
  summaryValueGain as discountValue,
  summaryValueGain as freeValue,
  summaryGrandTotal as grandTotal,
} from '#src/styles/recipes.css.ts';

export const deliveryFacts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const deliveryFact = style({ display: 'grid', gap: vars.space.xxs });

export const deliveryFactTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const estimateNote = style({ color: vars.color.warning, fontSize: vars.fontSize.sm });

export const offlineNote = warningNote;

export const actions = style({ display: 'grid', gap: vars.space.md });

// Guest confirmation

export const confirmation = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, maxWidth: '48rem', marginInline: 'auto', paddingBlock: vars.space.xl });

export const confirmationHeader = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center', textAlign: 'center' });

export const successIcon = style([roundIcon, { color: vars.color.success }]);

export const orderNumber = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const address = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const invite = style([card, { backgroundColor: vars.color.primarySoft, borderColor: vars.color.primary }]);

export const inviteActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const skeletonStack = style({ display: 'grid', gap: vars.space.md });

// Saved addresses (signed in)

export const addressChoice = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const addressChoiceLegend = style([fieldLabel, { padding: 0, marginBottom: vars.space.sm }]);

export const addressOptions = style({ display: 'grid', gap: vars.space.sm });

/** A radio and its address, the whole card clickable; the checked card stands out. */
export const addressOption = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: '2.75rem',
  padding: vars.space.md,
  ...framed(vars.radius.md),
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySoft, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const addressRadio = style({ flexShrink: 0, width: '1.125rem', height: '1.125rem', marginTop: '0.125rem', accentColor: vars.color.primary });

export const addressOptionBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const addressOptionText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const addressTags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const addressTag = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const addressOptionNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
