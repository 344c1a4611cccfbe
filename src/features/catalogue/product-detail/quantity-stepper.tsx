import { useId, useState } from 'react';
import { clampQuantity, MIN_QUANTITY } from './product-detail-data.ts';
import { MinusIcon, PlusIcon } from '#src/components/icons.tsx';
import { stepper, stepperButton, stepperControls, stepperInput, stepperLabel } from './product-detail.css.ts';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
}

/** The product page's local quantity: minimum 1, no maximum (spec section 5). */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const inputId = useId();
  // The field may be blank while typing; the quantity never is.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={stepper}>
      <label htmlFor={inputId} className={stepperLabel}>
        Quantité
      </label>
      <div className={stepperControls}>
        <button
          type="button"
          className={stepperButton}
          aria-label="Diminuer la quantité"
          aria-controls={inputId}
          disabled={value <= MIN_QUANTITY}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          <MinusIcon size={18} />
        </button>
        <input
          id={inputId}
          className={stepperInput}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const n = Number.parseInt(text, 10);
            if (Number.isFinite(n) && n >= MIN_QUANTITY) onChange(n);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={stepperButton}
          aria-label="Augmenter la quantité"
          aria-controls={inputId}
          onClick={() => {
            setDraft(null);
            onChange(clampQuantity(value + 1));
          }}
        >
          <PlusIcon size={18} />
        </button>
      </div>
    </div>
  );
}
