/** The auth screens (sign-in, sign-up, forgot and reset password, e-mail confirmation): one card, centred, full width on phones. */
import { style } from '@vanilla-extract/css';
import { media, vars } from '#src/styles/theme.css.ts';
import { backLink as backLinkRecipe, roundIcon } from '#src/styles/recipes.css.ts';
import { framed } from '#src/styles/recipe-parts.ts';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xxxl } },
});

export const card = style({
  width: '100%',
  minWidth: 0,
  maxWidth: '28rem',
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  ...framed(vars.radius.xl),
  boxShadow: vars.shadow.sm,
  '@media': { [media.sm]: { padding: vars.space.xxl } },
});

export const backLink = style([backLinkRecipe, { fontSize: vars.fontSize.sm }]);

export const intro = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });
/** An intro under a round icon (forgot, reset, verify). */
export const iconIntro = style({ display: 'grid', gap: vars.space.sm, textAlign: 'center', justifyItems: 'center' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const subtitle = style({ color: vars.color.textMuted });

export const icon = style([roundIcon, { color: vars.color.primary }]);
export const iconError = style([icon, { backgroundColor: vars.color.dangerSoft, color: vars.color.danger }]);

/** The outcome of a request (sent, reset, verified, refused). */
export const outcome = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  ...framed(vars.radius.md, vars.color.primary, vars.color.primarySoft),
  color: vars.color.text,
});
export const outcomeTitle = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.primaryHover });

/** Side by side links ('Continuer', 'Mon compte'). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });
/** Stacked full-width links and buttons. */
export const stackedActions = style({ display: 'grid', gap: vars.space.md });

export const inlineLink = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** 'Pas encore de compte ? S'inscrire' and the like. */
export const switchLine = style({ textAlign: 'center', color: vars.color.textMuted });
export const footer = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A heading or message that receives focus from code (the outcome replaced the form): no ring, the text is read. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/** A long button label wraps on a phone instead of pushing the card wider. */
export const wrapText = style({ whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space.sm });
