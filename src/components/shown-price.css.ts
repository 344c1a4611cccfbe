import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

// Not positioned: on a card, the name link's stretched ::after must stay above the price (the whole card opens the product).
export const root = style({ minWidth: 0 });

export const visual = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** "À partir de" and the amount: on one line where they fit, the label above the amount where they do not. */
export const figure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

const fromLabelBase = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

const storeCountBase = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

/** 'sm' beside a card's amount, 'lg' beside the product page's. */
export const fromLabel = styleVariants({
  sm: [fromLabelBase, { fontSize: vars.fontSize.xs }],
  lg: [fromLabelBase, { fontSize: vars.fontSize.sm }],
});

export const storeCount = styleVariants({
  sm: [storeCountBase, { fontSize: vars.fontSize.xs }],
  lg: [storeCountBase, { fontSize: vars.fontSize.sm }],
});
