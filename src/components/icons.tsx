import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * One element of a 24×24 line drawing: a `<path>` given by its `d`, or a
 * `<circle>` / `<rect>` given by its attributes (rendered in the order written).
 */
export type Shape =
  | string
  | readonly ['circle', { cx: number; cy: number; r: number }]
  | readonly ['rect', { x: number; y: number; width: number; height: number; rx?: number }];

export type Drawing = readonly Shape[];

/**
 * Makes an icon component from its drawing: decorative (hidden from assistive
 * technology, the control that holds one carries the name), currentColor,
 * `size` px square (22 unless the icon sets another default). Every icon of
 * the app, shared or per feature, is made here.
 */
export function createIcon(drawing: Drawing, defaults: { size?: number; strokeWidth?: number } = {}) {
  const { size: defaultSize = 22, strokeWidth = 2 } = defaults;
  const shapes = drawing.map((shape, key) => {
    if (typeof shape === 'string') return <path key={key} d={shape} />;
    const [Tag, attributes] = shape;
    return <Tag key={key} {...attributes} />;
  });
  return function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

// Drawings that several features draw, each at its own default size: features
// do not import each other, so one copy lives here (in the shell, a small cost).
export const clockDrawing: Drawing = [['circle', { cx: 12, cy: 12, r: 9 }], 'M12 7v5l3 2'];
export const mailDrawing: Drawing = [['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], 'M3.5 6.5L12 13l8.5-6.5'];
export const pinDrawing: Drawing = [
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z',
  ['circle', { cx: 12, cy: 9.5, r: 2.5 }],
];
export const trashDrawing: Drawing = [
  'M4 7h16M10 11v6M14 11v6M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7',
];

// The app shell's icons, and those several screens share.
export const CartIcon = createIcon([
  ['circle', { cx: 9, cy: 20, r: 1.5 }],
  ['circle', { cx: 18, cy: 20, r: 1.5 }],
  'M2.5 3h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L21 7H6',
]);
export const HeartIcon = createIcon([
  'M20.8 5.6a5.2 5.2 0 0 0-7.4 0L12 7l-1.4-1.4a5.2 5.2 0 1 0-7.4 7.4L12 21.8l8.8-8.8a5.2 5.2 0 0 0 0-7.4z',
]);
export const UserIcon = createIcon([['circle', { cx: 12, cy: 8, r: 4 }], 'M4 21a8 8 0 0 1 16 0']);
export const MenuIcon = createIcon(['M3 6h18M3 12h18M3 18h18']);
export const CloseIcon = createIcon(['M6 6l12 12M18 6L6 18']);
export const SearchIcon = createIcon([['circle', { cx: 11, cy: 11, r: 7 }], 'M20.5 20.5L16 16']);
export const ChevronDownIcon = createIcon(['M6 9l6 6 6-6']);
export const ChevronRightIcon = createIcon(['M9 6l6 6-6 6']);
export const AlertIcon = createIcon(['M12 3l9.5 17h-19z', 'M12 10v4M12 17.5v.01']);
export const OfflineIcon = createIcon([
  'M2 8.8a15 15 0 0 1 4.2-2.6M9.5 5.2A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 4-2.2M15.5 10.8a10 10 0 0 1 3.5 1.7M8.5 16a5 5 0 0 1 7 0M12 19.5v.01M3 3l18 18',
]);
export const BagIcon = createIcon([
  'M5 8h14l-1 12.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 20.5z',
  'M9 8V6.5a3 3 0 0 1 6 0V8',
]);
export const GridIcon = createIcon([
  ['rect', { x: 3.5, y: 3.5, width: 7, height: 7, rx: 1 }],
  ['rect', { x: 13.5, y: 3.5, width: 7, height: 7, rx: 1 }],
  ['rect', { x: 3.5, y: 13.5, width: 7, height: 7, rx: 1 }],
  ['rect', { x: 13.5, y: 13.5, width: 7, height: 7, rx: 1 }],
]);
export const ListIcon = createIcon(['M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01']);
export const ArrowLeftIcon = createIcon(['M19 12H5M12 19l-7-7 7-7'], { size: 20 });
export const MinusIcon = createIcon(['M5 12h14'], { size: 20 });
export const PlusIcon = createIcon(['M12 5v14M5 12h14'], { size: 20 });
export const CheckCircleIcon = createIcon([['circle', { cx: 12, cy: 12, r: 9 }], 'M8 12.5l2.5 2.5L16 9.5']);
