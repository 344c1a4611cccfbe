import { container, pageSection } from '#src/styles/utilities.css.ts';
import type { ProductRowFrame } from '../kit/product-row-placeholder.tsx';

/** Two rows of four on a desktop. */
export const NEW_ARRIVALS_COUNT = 8;

/** The room "Nouveautés" takes on the home page, before and after its code loads (new-arrivals.tsx). */
export const newArrivalsFrame: ProductRowFrame = { count: NEW_ARRIVALS_COUNT, className: `${container} ${pageSection}` };
