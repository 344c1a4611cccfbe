/** Icons the shared set (components/icons.tsx) lacks; decorative, the control holding one carries the name. */
import { Icon, type IconProps } from '#src/components/icons.tsx';

export const TrashIcon = ({ size = 16, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </Icon>
);

export const ClockIcon = ({ size = 14, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
