/**
 * Icons the shared set (components/icons.tsx) lacks; decorative, the control
 * holding one carries the name.
 */
import { Icon as BaseIcon, type IconProps } from '#src/components/icons.tsx';

const Icon = ({ size = 20, ...props }: IconProps) => <BaseIcon size={size} {...props} />;

export const CheckIcon = (p: IconProps) => (
  <Icon strokeWidth={3} {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 5h18M6 12h12M10 19h4" />
  </Icon>
);
