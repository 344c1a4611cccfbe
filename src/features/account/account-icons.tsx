/** The account screens' icons (drawn by `createIcon`: decorative, the control holding one carries the name). */
import { createIcon } from '#src/components/icons.tsx';

export const PackageIcon = createIcon(['M21 8l-9-5-9 5 9 5 9-5z', 'M3 8v8l9 5 9-5V8M12 13v8']);
export const CashIcon = createIcon([
  ['rect', { x: 2.5, y: 6, width: 19, height: 12, rx: 2 }],
  ['circle', { cx: 12, cy: 12, r: 2.5 }],
  'M6 9.5v.01M18 14.5v.01',
]);
