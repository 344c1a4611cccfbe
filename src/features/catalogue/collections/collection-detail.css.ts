import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  minHeight: '2.75rem',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const backIcon = style({ transform: 'scaleX(-1)' });

/** Without an image the header is text only. */
export const headerTextOnly = style({ gridTemplateColumns: 'minmax(0, 1fr) !important' });
