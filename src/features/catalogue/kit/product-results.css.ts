/**
 * The results' own rule, apart from the list pages' layout: the home page's
 * product rows reach ProductResults' chunk and must not load that layout.
 */
import { style } from '@vanilla-extract/css';

/** The previous page stays on screen, dimmed, while the next one loads. */
export const busy = style({ opacity: 0.6, transition: 'opacity 150ms ease' });
