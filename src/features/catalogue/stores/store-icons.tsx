/** The store screens' icons (drawn by `createIcon`: decorative, the text beside one carries the meaning). */
import { createIcon, mailDrawing, pinDrawing } from '#src/components/icons.tsx';

export const PinIcon = createIcon(pinDrawing, { size: 16 });
export const MailIcon = createIcon(mailDrawing, { size: 16 });
export const PhoneIcon = createIcon(
  ['M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z'],
  { size: 16 },
);
export const ExternalIcon = createIcon(
  ['M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  { size: 16 },
);
export const StoreIcon = createIcon(['M4 10v10h16V10M3 4h18l-1.5 6h-15zM9 20v-5h6v5'], { size: 16 });
