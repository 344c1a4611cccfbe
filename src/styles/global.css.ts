import { globalStyle } from '@vanilla-extract/css';
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
