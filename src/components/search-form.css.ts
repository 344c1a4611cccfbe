import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  ...framed(vars.radius.full, vars.color.borderStrong),
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.5rem',
  paddingInline: vars.space.lg,
  border: 'none',
  borderStartStartRadius: vars.radius.full,
  borderEndStartRadius: vars.radius.full,
  background: 'transparent',
  // Controls inherit their colour (global.css.ts): on the home hero's white text the typed text vanished.
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  border: 'none',
  // The form no longer clips its children (the popup hangs below it): the button rounds its own end.
  borderStartEndRadius: vars.radius.full,
  borderEndEndRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryContrast,
  selectors: { '&:hover': { backgroundColor: vars.color.primaryHover } },
});

/**
 * Under the field, as wide as it; from tablets at least 22rem (a narrow
 * header field), on phones never wider than the field (which spans the screen).
 */
export const popup = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.overlay,
  width: '100%',
  // Phones keep room for the on-screen keyboard; a desktop shows the whole list.
  '@media': { [media.sm]: { minWidth: '22rem' }, [media.lg]: { maxHeight: 'min(40rem, calc(100vh - 6rem))' } },
  maxHeight: 'min(30rem, 70vh)',
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  ...framed(vars.radius.lg),
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  textAlign: 'start',
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The listbox scrolls, not the popup: the combobox's popup is what assistive tech and axe expect to scroll; the clear button stays in view. */
export const listbox = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const groupHeading = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

/** 44 px at least: a thumb's target. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '2.75rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.primarySoft,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const optionMuted = style({ flexShrink: 0, color: vars.color.textMuted });

export const optionImage = style({
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const optionName = style({
  minWidth: 0,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

globalStyle(`${optionText} ${optionName}`, { fontWeight: vars.fontWeight.medium });

export const clearButton = style({
  display: 'block',
  width: '100%',
  minHeight: '2.75rem',
  marginBlockStart: vars.space.xs,
  paddingInline: vars.space.md,
  flexShrink: 0,
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
