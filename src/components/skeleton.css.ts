import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
