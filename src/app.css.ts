import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** Same place and look as the static splash of index.html, so the hand-over does not flicker. */
export const splash = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  color: vars.color.textMuted,
});
