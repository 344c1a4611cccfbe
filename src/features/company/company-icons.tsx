/** The company pages' icons (drawn by `createIcon`: decorative, the text beside one carries the meaning). */
import { clockDrawing, createIcon, pinDrawing } from '#src/components/icons.tsx';

export const MapPinIcon = createIcon(pinDrawing, { size: 20 });
export const ClockIcon = createIcon(clockDrawing, { size: 20 });
export const PhoneIcon = createIcon(
  ['M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 5.1 5.1l1.4-2.3L19 13.5V17a2 2 0 0 1-2 2A15 15 0 0 1 3 5a2 2 0 0 1 2-2z'],
  { size: 20 },
);
// The same envelope as `mailDrawing`, its second path written with a relative move.
export const MailIcon = createIcon(
  [['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], 'M3.5 6.5l8.5 6.5 8.5-6.5'],
  { size: 20 },
);
export const GlobeIcon = createIcon(
  [['circle', { cx: 12, cy: 12, r: 9 }], 'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18'],
  { size: 20 },
);
export const HeadsetIcon = createIcon(
  [
    'M4 14v-2a8 8 0 0 1 16 0v2',
    ['rect', { x: 3, y: 14, width: 4, height: 6, rx: 1.5 }],
    ['rect', { x: 17, y: 14, width: 4, height: 6, rx: 1.5 }],
  ],
  { size: 20 },
);
export const InfoIcon = createIcon([['circle', { cx: 12, cy: 12, r: 9 }], 'M12 11v5M12 7.5v.01'], { size: 20 });
export const PulseIcon = createIcon(['M3 12h4l3-8 4 16 3-8h4'], { size: 20 });
export const TruckIcon = createIcon(
  [
    'M3 6h11v10H3zM14 10h4l3 3v3h-7',
    ['circle', { cx: 7, cy: 18, r: 1.8 }],
    ['circle', { cx: 17.5, cy: 18, r: 1.8 }],
  ],
  { size: 20 },
);
export const ReturnIcon = createIcon(['M9 14l-5-5 5-5', 'M4 9h10a6 6 0 0 1 0 12h-3'], { size: 20 });
export const CashIcon = createIcon(
  [
    ['rect', { x: 2.5, y: 6, width: 19, height: 12, rx: 2 }],
    ['circle', { cx: 12, cy: 12, r: 2.5 }],
    'M6 9.5v5M18 9.5v5',
  ],
  { size: 20 },
);
