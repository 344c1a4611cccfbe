import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  paddingBlock: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)', paddingBlock: vars.space.xxl } },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
      maxHeight: `calc(100dvh - ${vars.layout.headerHeight} - ${vars.space.xxl})`,
      overflowY: 'auto',
      padding: vars.space.lg,
      ...framed(vars.radius.lg),
    },
  },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });

export const results = style({
  display: 'grid',
  // One column that may be narrower than its content: a long search's chip ends in an ellipsis instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  // Paging scrolls here: keep the top clear of the sticky header.
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
});

export const resultsHeading = style({ selectors: { '&:focus': { outline: 'none' } } });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  rowGap: vars.space.md,
});

export const count = style({
  flex: '1 1 auto',
  minWidth: '8rem',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const resultsBody = style({
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

/** Says the results come from the products seen before, not from the server. */
export const offlineNotice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

/** The sidebar's message when the filter panel's code could not be downloaded. */
export const sidebarError = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
});

export const sidebarErrorText = style({ margin: 0 });
