/** /forgot-password, /reset-password, /verify-email: one card, centred, full width on phones. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';

export const authPage = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

export const authCard = style({
  width: '100%',
  minWidth: 0,
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

export const authIntro = style({ display: 'grid', gap: vars.space.sm, textAlign: 'center', justifyItems: 'center' });
export const authTitle = style({ fontSize: vars.fontSize.xxl });
export const authSubtitle = style({ color: vars.color.textMuted });

export const authIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primary,
});
export const authIconError = style([authIcon, { backgroundColor: vars.color.dangerSoft, color: vars.color.danger }]);

/** The outcome of a request (sent, reset, verified, refused). */
export const outcome = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  backgroundColor: vars.color.primarySoft,
  color: vars.color.text,
});
export const outcomeTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.primaryHover });

export const authActions = style({ display: 'grid', gap: vars.space.md });

export const authFooter = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A heading or message that receives focus from code (the outcome replaced the form): no ring, the text is read. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
