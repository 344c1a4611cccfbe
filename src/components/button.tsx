import type { ComponentPropsWithRef } from 'react';
import { button, type ButtonVariants } from './button.css.ts';

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

/** A button; for a link that looks like one, use `button({...})` as its className. */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  const classes = button({ variant, size, block });
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />;
}

export { button as buttonClass };
