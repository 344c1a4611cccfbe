import { Slider } from 'radix-ui';
import { useState } from 'react';
import { formatPrice } from '#src/utils/format-price.ts';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from './catalog-search.ts';
import { FilterGroup } from './filter-group.tsx';
import { priceValues, slider, sliderRange, sliderThumb, sliderTrack } from './price-filter.css.ts';

export interface PriceFilterProps {
  /** The handles of the URL's state. */
  value: readonly [number, number];
  /** Called when a handle is released (pointer up, each key press). */
  onCommit: (range: [number, number]) => void;
}

function priceText(amount: number, isUpperEnd: boolean): string {
  return isUpperEnd ? `${formatPrice(amount)} et plus` : formatPrice(amount);
}

/** The price range: two handles, 0 to 500 DZD by 10; the upper end means no upper bound. */
export function PriceFilter({ value, onCommit }: PriceFilterProps) {
  const [range, setRange] = useState<[number, number]>([value[0], value[1]]);
  // While a handle is dragged the local range leads; the URL wins when it changes.
  const [shown, setShown] = useState(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setRange([value[0], value[1]]);
  }
  const [low, high] = range;
  return (
    <FilterGroup title="Prix">
      <Slider.Root
        className={slider}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={range}
        onValueChange={(next) => setRange([next[0] ?? PRICE_MIN, next[1] ?? PRICE_MAX])}
        onValueCommit={(next) => onCommit([next[0] ?? PRICE_MIN, next[1] ?? PRICE_MAX])}
      >
        <Slider.Track className={sliderTrack}>
          <Slider.Range className={sliderRange} />
        </Slider.Track>
        <Slider.Thumb className={sliderThumb} aria-label="Prix minimum" aria-valuetext={priceText(low, false)} />
        <Slider.Thumb className={sliderThumb} aria-label="Prix maximum" aria-valuetext={priceText(high, high >= PRICE_MAX)} />
      </Slider.Root>
      <p className={priceValues} aria-hidden="true">
        <span>{formatPrice(low)}</span>
        <span>{priceText(high, high >= PRICE_MAX)}</span>
      </p>
    </FilterGroup>
  );
}
