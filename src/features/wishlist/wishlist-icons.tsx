/** The wishlist's icons (drawn by `createIcon`: decorative, the control holding one carries the name). */
import { clockDrawing, createIcon, trashDrawing } from '#src/components/icons.tsx';

export const TrashIcon = createIcon(trashDrawing, { size: 16 });
export const ClockIcon = createIcon(clockDrawing, { size: 14 });
