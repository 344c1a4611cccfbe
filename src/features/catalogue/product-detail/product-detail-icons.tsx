/** The product page's icons (drawn by `createIcon`: decorative, the control or text beside one carries the meaning). */
import { createIcon } from '#src/components/icons.tsx';

export const TruckIcon = createIcon(
  [
    'M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7z',
    ['circle', { cx: 6.5, cy: 17.5, r: 1.8 }],
    ['circle', { cx: 17, cy: 17.5, r: 1.8 }],
  ],
  { size: 20 },
);
export const ReturnIcon = createIcon(['M9 14L4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11'], { size: 20 });
export const ShieldIcon = createIcon(
  ['M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z', 'M8.5 12l2.5 2.5 4.5-4.5'],
  { size: 20 },
);
export const StoreIcon = createIcon(
  [
    'M3.5 9.5l1.5-5h14l1.5 5M3.5 9.5h17M3.5 9.5a2.8 2.8 0 0 0 5.6 0 2.8 2.8 0 0 0 5.8 0 2.8 2.8 0 0 0 5.6 0M5 12.5v7h14v-7',
  ],
  { size: 20 },
);
