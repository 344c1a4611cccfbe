/** The catalogue's icons (drawn by `createIcon`: decorative, the control holding one carries the name). */
import { createIcon } from '#src/components/icons.tsx';

export const CheckIcon = createIcon(['M5 12.5l4.5 4.5L19 7.5'], { size: 20, strokeWidth: 3 });
export const FilterIcon = createIcon(['M3 5h18M6 12h12M10 19h4'], { size: 20 });
