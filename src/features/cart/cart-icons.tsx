/** The cart's icons (drawn by `createIcon`: decorative, the control holding one carries the name). */
import { clockDrawing, createIcon, trashDrawing } from '#src/components/icons.tsx';

export const TrashIcon = createIcon(trashDrawing, { size: 20 });
export const ClockIcon = createIcon(clockDrawing, { size: 20 });
export const TagIcon = createIcon(['M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z', ['circle', { cx: 7.5, cy: 7.5, r: 1.5 }]], {
  size: 20,
});
