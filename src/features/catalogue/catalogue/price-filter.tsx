import { useQuery } from '@tanstack/react-query';
import { Slider } from 'radix-ui';
import { useMemo, useState } from 'react';
import { productQueries } from '#src/api/products.ts';
import { Skeleton } from '#src/components/skeleton.tsx';
import { formatPrice } from '#src/utils/format-price.ts';
import { priceParamsOf, priceRangeOf, type CatalogueSearch } from './catalogue-search.ts';
import { muted } from './category-filter.css.ts';
import { FilterGroup } from './filter-group.tsx';
import { priceValues, slider, sliderRange, sliderThumb, sliderTrack } from './price-filter.css.ts';

export const PRICE_FILTER_ERROR = 'Le filtre de prix n’a pas pu être chargé.';

type PriceBounds = Pick<CatalogueSearch, 'min_price' | 'max_price'>;

export interface PriceFilterProps {
  /** The bounds of the URL's state. */
  value: PriceBounds;
  /** Called when a handle is released (pointer up, each key press), with the bounds it sets. */
  onCommit: (bounds: PriceBounds) => void;
}

function priceText(amount: number, isUpperEnd: boolean): string {
  return isUpperEnd ? `${formatPrice(amount)} et plus` : formatPrice(amount);
}

/**
 * The price range (decisions.md, "Price slider"): two handles over the
 * catalogue's real range, moving by the API's stops (ten per decade, so a
 * handle is as useful among spices at 300 DZD as among televisions at
 * 200,000). At its ends a handle sets no bound.
 */
export function PriceFilter({ value, onCommit }: PriceFilterProps) {
  const { data, isPending, isError } = useQuery(productQueries.priceRange());
  const stops = useMemo(() => (data?.steps ?? []).map(Number), [data]);
  return (
    <FilterGroup title="Prix">
      {isPending ? (
        <div aria-hidden="true">
          <Skeleton height="1.25rem" width="100%" />
        </div>
      ) : isError && !data ? (
        <p className={muted} role="alert">
          {PRICE_FILTER_ERROR}
        </p>
      ) : stops.length < 2 ? null : (
        <PriceSlider key={stops.join()} stops={stops} value={value} onCommit={onCommit} />
      )}
    </FilterGroup>
  );
}

function PriceSlider({ stops, value, onCommit }: PriceFilterProps & { stops: number[] }) {
  const fromUrl = priceRangeOf(stops, value);
  const [range, setRange] = useState<[number, number]>(fromUrl);
  // While a handle is dragged the local range leads; the URL wins when it changes.
  const [shown, setShown] = useState(fromUrl);
  if (shown[0] !== fromUrl[0] || shown[1] !== fromUrl[1]) {
    setShown(fromUrl);
    setRange(fromUrl);
  }
  const last = stops.length - 1;
  const [low, high] = range;
  const at = (i: number) => stops[Math.min(last, Math.max(0, i))]!;
  return (
    <>
      <Slider.Root
        className={slider}
        min={0}
        max={last}
        step={1}
        minStepsBetweenThumbs={0}
        value={range}
        onValueChange={(next) => setRange([next[0] ?? 0, next[1] ?? last])}
        onValueCommit={(next) => onCommit(priceParamsOf(stops, [next[0] ?? 0, next[1] ?? last]))}
      >
        <Slider.Track className={sliderTrack}>
          <Slider.Range className={sliderRange} />
        </Slider.Track>
        <Slider.Thumb className={sliderThumb} aria-label="Prix minimum" aria-valuetext={priceText(at(low), false)} />
        <Slider.Thumb className={sliderThumb} aria-label="Prix maximum" aria-valuetext={priceText(at(high), high >= last)} />
      </Slider.Root>
      <p className={priceValues} aria-hidden="true">
        <span>{formatPrice(at(low))}</span>
        <span>{priceText(at(high), high >= last)}</span>
      </p>
    </>
  );
}
