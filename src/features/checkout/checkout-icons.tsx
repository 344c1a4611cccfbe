/** The checkout's icons (drawn by `createIcon`: decorative, the control holding one carries the name). */
import { createIcon } from '#src/components/icons.tsx';

export const CheckCircleIcon = createIcon([['circle', { cx: 12, cy: 12, r: 9.5 }], 'M7.5 12.5l3 3 6-6.5'], { size: 20 });
export const LockIcon = createIcon(
  [['rect', { x: 4.5, y: 10.5, width: 15, height: 10, rx: 1.5 }], 'M8 10.5V7a4 4 0 0 1 8 0v3.5'],
  { size: 20 },
);
