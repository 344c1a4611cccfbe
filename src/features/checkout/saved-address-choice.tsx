import { useId } from 'react';
import { addressKey } from '#src/api/shipping-addresses.ts';
import { ADDRESS_TAG_LABELS, type AddressOption } from './saved-addresses.ts';
import {
  addressChoice,
  addressChoiceLegend,
  addressOption,
  addressOptionBody,
  addressOptionNote,
  addressOptionText,
  addressOptions,
  addressRadio,
  addressTag,
  addressTags,
} from './checkout.css.ts';

export const SAVED_ADDRESSES_LEGEND = 'Vos adresses enregistrées';
export const OTHER_ADDRESS_LABEL = 'Une autre adresse';

export interface SavedAddressChoiceProps {
  options: readonly AddressOption[];
  /** Index of the option the address field holds; -1: another address. */
  selected: number;
  onChoose: (index: number) => void;
}

/**
 * Native radios in a fieldset: one tab stop, arrows move the choice, the
 * legend and each address are read out. Choosing fills the address field
 * below, which stays editable.
 */
export function SavedAddressChoice({ options, selected, onChoose }: SavedAddressChoiceProps) {
  const name = useId();
  return (
    <fieldset className={addressChoice}>
      <legend className={addressChoiceLegend}>{SAVED_ADDRESSES_LEGEND}</legend>
      <div className={addressOptions}>
        {options.map((option, index) => (
          <label key={addressKey(option.address)} className={addressOption}>
            <input type="radio" className={addressRadio} name={name} value={String(index)} checked={selected === index} onChange={() => onChoose(index)} />
            <span className={addressOptionBody}>
              <span className={addressOptionText}>{option.address}</span>
              {option.tags.length > 0 ? (
                <span className={addressTags}>
                  {option.tags.map((tag) => (
                    <span key={tag} className={addressTag}>
                      {ADDRESS_TAG_LABELS[tag]}
                    </span>
                  ))}
                </span>
              ) : null}
            </span>
          </label>
        ))}
        <label className={addressOption}>
          <input type="radio" className={addressRadio} name={name} value="other" checked={selected === -1} onChange={() => onChoose(-1)} />
          <span className={addressOptionBody}>
            <span className={addressOptionText}>{OTHER_ADDRESS_LABEL}</span>
            <span className={addressOptionNote}>À saisir dans le champ ci-dessous.</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
