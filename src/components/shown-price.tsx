import { srOnly } from '#src/styles/utilities.css.ts';
import { PRICE_FROM, shownPriceText, storeCountText, type ShownPrice } from '#src/utils/shown-price.ts';
import { Price } from './price.tsx';
import { figure, fromLabel, root, storeCount, visual } from './shown-price.css.ts';

export interface ShownPriceLineProps {
  shown: ShownPrice;
  /** The amount's own style (size, weight, colour of the screen). */
  amountClassName?: string;
  className?: string;
  /** 'lg' beside a large amount (the product page). */
  size?: 'sm' | 'lg';
}

/**
 * A product's price as the shopper will pay it (utils/shown-price.ts), in DZD:
 * "À partir de" before the lowest offer when several stores sell it, and the
 * number of stores in a small line under it; a product no store sells shows
 * its price alone. Screen readers get the line as one phrase ("À partir de
 * … dans 3 boutiques"), not as three pieces.
 */
export function ShownPriceLine({ shown, amountClassName, className, size = 'sm' }: ShownPriceLineProps) {
  const rootClass = className ? `${root} ${className}` : root;
  if (shown.storeCount === 0) {
    return (
      <div className={rootClass}>
        <Price value={shown.amount} className={amountClassName} />
      </div>
    );
  }
  return (
    <div className={rootClass}>
      <div className={visual} aria-hidden="true">
        <div className={figure}>
          {shown.from ? <span className={fromLabel[size]}>{PRICE_FROM}</span> : null}
          <Price value={shown.amount} className={amountClassName} />
        </div>
        <span className={storeCount[size]}>{storeCountText(shown.storeCount)}</span>
      </div>
      <span className={srOnly}>{shownPriceText(shown)}</span>
    </div>
  );
}
