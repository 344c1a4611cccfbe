import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const highlights = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const highlight = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
});

export const highlightTitle = style({ fontWeight: vars.fontWeight.semibold });
export const highlightText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ display: 'grid', gap: vars.space.md, maxWidth: '52rem' });

export const toc = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const tocLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  ...framed(vars.radius.full),
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});

export const tableWrap = style({
  overflowX: 'auto',
  ...framed(vars.radius.lg),
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: '32rem' });
export const th = style({
  textAlign: 'start',
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({
  padding: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'top',
  selectors: { 'tr + tr > &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const steps = style({ display: 'grid', gap: vars.space.md, margin: 0, paddingInlineStart: vars.space.xl });

export const statusList = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const statusRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [media.sm]: { gridTemplateColumns: '9rem minmax(0, 1fr)', gap: vars.space.md } },
});
export const statusName = style({ fontWeight: vars.fontWeight.semibold });
export const statusText = style({ margin: 0, color: vars.color.textMuted });

export const cta = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySoft,
  maxWidth: '52rem',
});
