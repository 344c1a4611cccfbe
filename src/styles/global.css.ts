import { globalStyle, keyframes } from '@vanilla-extract/css';
import { EARLY_PENDING_ATTR, EARLY_STATUS_CLASS } from '#src/lib/early-input.ts';
import { media, vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
});

globalStyle('body', {
  margin: 0,
  minWidth: '20rem',
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', margin: 0, padding: 0 });
globalStyle('img, svg, picture', { display: 'block', maxWidth: '100%' });
// width/height attributes reserve space (no layout shift); CSS keeps the ratio.
globalStyle('img', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('#root', { minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// A control tapped before the page's code arrived (src/lib/early-input.ts):
// busy, not dead, until its action is done. Opacity only: no layout moves,
// and the compositor animates it on its own.
const earlyPending = keyframes({ from: { opacity: 1 }, to: { opacity: 0.5 } });
globalStyle(`[${EARLY_PENDING_ATTR}]`, {
  cursor: 'progress',
  animation: `${earlyPending} 0.7s ease-in-out infinite alternate`,
  '@media': { [media.reducedMotion]: { animation: 'none', opacity: 0.6 } },
});
// The line saying why a tap has not been done yet, or that the page's code
// could not load: under the header, away from the buttons at the bottom of a
// phone's screen (the one just tapped among them). Taps go through it (but
// to its reload button).
globalStyle(`.${EARLY_STATUS_CLASS}`, {
  pointerEvents: 'none',
  position: 'fixed',
  left: '50%',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.sm})`,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.dialog,
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.lg,
});
globalStyle(`.${EARLY_STATUS_CLASS} button`, {
  pointerEvents: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.surface}`,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
});
