import { formatFrenchNumber } from '#src/utils/number-format.ts';
import { parseRating } from '#src/utils/rating.ts';
import { root, stars, value as valueClass } from './star-rating.css.ts';

export interface StarRatingProps {
  /** The API's decimal string ("4.5"), or a number. */
  rating: string | number | null | undefined;
  size?: number;
  showValue?: boolean;
  className?: string;
}

// Written out, not Intl's (utils/number-format.ts): a card's rating would otherwise start ICU on the first screen.
const labelFormat = { format: (n: number) => formatFrenchNumber(n, 0, 1) };
const valueFormat = { format: (n: number) => formatFrenchNumber(n, 1, 1) };

// One star, 24 units wide, its outline spanning x 2.5 to 21.5 (relative commands after the first point).
const STAR_TAIL = 'l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';
const STAR_LEFT = 2.5;
const STAR_WIDTH = 19;

/** Five stars in a row, `gap` units apart, as one path. */
function fiveStars(gap: number): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const dx = i * (24 + gap);
    // The tail has one absolute point (L12 17.5 and L2.5 9.41): shift those too.
    d += `M${12 + dx} 2.5` + STAR_TAIL.replace('L12 17.5', `L${12 + dx} 17.5`).replace('L2.5 9.41', `L${2.5 + dx} 9.41`);
  }
  return d;
}

const paths = new Map<number, string>();

/**
 * Five stars filled to the rating, in tenths; one accessible name for the
 * whole. One SVG of four elements (an outline row, and the same row filled
 * and clipped by a nested viewport) rather than five SVGs with a gradient
 * each: a grid of twenty cards would otherwise carry some 600 DOM nodes of stars.
 */
export function StarRating({ rating, size = 16, showValue = false, className }: StarRatingProps) {
  const value = parseRating(rating);
  const label = `Note : ${labelFormat.format(value)} sur 5`;
  // A 1 px gap between stars, in the SVG's units.
  const gap = Math.round((24 / size) * 100) / 100;
  let d = paths.get(gap);
  if (d === undefined) {
    d = fiveStars(gap);
    paths.set(gap, d);
  }
  const width = 5 * 24 + 4 * gap;
  const clamped = Math.min(5, Math.max(0, value));
  const whole = Math.floor(clamped);
  const part = clamped - whole;
  const filled = whole * (24 + gap) + (part > 0 ? STAR_LEFT + part * STAR_WIDTH : 0);
  return (
    <span className={className ? `${root} ${className}` : root} role="img" aria-label={label}>
      <svg className={stars} width={(width * size) / 24} height={size} viewBox={`0 0 ${width} 24`} focusable="false" aria-hidden="true">
        <path d={d} fill="currentColor" fillOpacity="0.2" stroke="currentColor" strokeWidth="1" />
        {filled > 0 ? (
          <svg width={filled} height="24">
            <path d={d} fill="currentColor" />
          </svg>
        ) : null}
      </svg>
      {showValue ? (
        <span className={valueClass} aria-hidden="true">
          {valueFormat.format(value)}
        </span>
      ) : null}
    </span>
  );
}
