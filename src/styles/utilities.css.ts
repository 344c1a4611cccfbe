import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

/** The rules that hide an element on screen and leave it to screen readers; for a condition (a container query), spread them. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by screen readers. */
export const srOnly = style(visuallyHidden);

/** The page's content column. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const pageSection = style({
  paddingBlock: vars.space.xl,
  '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space.lg,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});
