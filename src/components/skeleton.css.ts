import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/**
 * The shimmer moves a highlight across the block with a transform, which the
 * compositor animates on its own: no paint per frame on the main thread. (An
 * animated background-position repainted every skeleton 60 times a second; a
 * product page's "Vous aimerez aussi" placeholder, 49 blocks waiting below the
 * fold, kept the main thread painting for as long as the page was open.)
 */
const shimmer = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(100%)' },
});

export const skeleton = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
    transform: 'translateX(-100%)',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
});
