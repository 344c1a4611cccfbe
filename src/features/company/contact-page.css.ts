import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space.xl } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const hours = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const hoursRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border}` } },
});

export const hoursDays = style({ fontWeight: vars.fontWeight.medium });
export const hoursValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
export const closed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const support = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', margin: 0 });
export const supportItem = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySoft,
});
export const supportLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text });
export const supportValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.primaryHover });

export const faqSection = style({ display: 'grid', gap: vars.space.lg });
export const faqHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });
