/** The sign-in and sign-up screens: one card, centred, full width on phones. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.sm]: { padding: vars.space.xxl } },
});

export const backLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const intro = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const subtitle = style({ color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const labelRow = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const inputWrap = style({ position: 'relative', display: 'flex' });

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}` },
  },
});

export const inputWithToggle = style({ paddingInlineEnd: '3rem' });

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const inlineLink = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const switchLine = style({ textAlign: 'center', color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });
