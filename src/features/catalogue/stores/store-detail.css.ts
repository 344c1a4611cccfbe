import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const tabsList = style({
  display: 'flex',
  gap: vars.space.xs,
  // The line under the tabs, drawn inside so the active tab's bar covers it without overflowing.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  overflowX: 'auto',
  overflowY: 'hidden',
});

export const tabTrigger = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.lg,
  border: 'none',
  borderBottom: '3px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const tabPanel = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  selectors: { '&:focus-visible': { outlineOffset: '4px' } },
});

export const about = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...framed(vars.radius.lg),
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const aboutTitle = style({ fontSize: vars.fontSize.xl });

export const aboutText = style({ maxWidth: '65ch', whiteSpace: 'pre-line' });

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.xl } },
});

export const factTerm = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });
