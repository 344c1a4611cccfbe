/**
 * Icons the shared set (components/icons.tsx) lacks; decorative, the control
 * holding one carries the name.
 */
import { Icon as BaseIcon, type IconProps } from '#src/components/icons.tsx';

const Icon = ({ size = 20, ...props }: IconProps) => <BaseIcon size={size} {...props} />;

export const CheckCircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M7.5 12.5l3 3 6-6.5" />
  </Icon>
);

export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="1.5" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
  </Icon>
);
