/** The auth screens' icons (drawn by `createIcon`: decorative, the control holding one carries the name). */
import { createIcon, mailDrawing } from '#src/components/icons.tsx';

export const MailIcon = createIcon(mailDrawing);
export const KeyIcon = createIcon([
  ['circle', { cx: 8, cy: 15, r: 4 }],
  'M10.8 12.2L20 3M16 7l2.5 2.5M18.5 4.5L21 7',
]);
export const LockIcon = createIcon([
  ['rect', { x: 4.5, y: 10.5, width: 15, height: 10, rx: 2 }],
  'M8 10.5V7.5a4 4 0 0 1 8 0v3',
]);
