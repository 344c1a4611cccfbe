import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { StarRating } from '#src/components/star-rating.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import { CheckIcon } from '../kit/catalogue-icons.tsx';
import { RATING_OPTIONS } from './catalogue-search.ts';
import { FilterGroup } from './filter-group.tsx';
import { checkbox, checkLabel, checkRow, tree } from './filter-group.css.ts';

export interface RatingFilterProps {
  value: number | undefined;
  /** The minimum rating, or undefined to clear it. */
  onChange: (minRating: number | undefined) => void;
}

function RatingOption({ stars, checked, onChange }: { stars: number; checked: boolean; onChange: RatingFilterProps['onChange'] }) {
  const id = useId();
  return (
    <li className={checkRow}>
      <Checkbox.Root id={id} className={checkbox} checked={checked} onCheckedChange={(value) => onChange(value === true ? stars : undefined)}>
        <Checkbox.Indicator>
          <CheckIcon size={14} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className={checkLabel}>
        <span aria-hidden="true">
          <StarRating rating={stars} size={16} />
        </span>
        <span className={srOnly}>{stars === 1 ? '1 étoile' : `${stars} étoiles`}</span>{' '}
        <span>&amp; Plus</span>
      </label>
    </li>
  );
}

/** The rating list, 5 to 1 stars, each '& Plus': one minimum rating at a time. */
export function RatingFilter({ value, onChange }: RatingFilterProps) {
  return (
    <FilterGroup title="Note">
      <ul className={tree}>
        {RATING_OPTIONS.map((stars) => (
          <RatingOption key={stars} stars={stars} checked={value === stars} onChange={onChange} />
        ))}
      </ul>
    </FilterGroup>
  );
}
