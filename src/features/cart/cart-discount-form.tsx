import { useId, useState, type FormEvent } from 'react';
import { Button } from '#src/components/button.tsx';
import { TagIcon } from './cart-icons.tsx';
import {
  appliedCode,
  appliedCodeText,
  discountError,
  discountForm,
  discountInput,
  discountLabel,
  discountRow,
} from './cart-page.css.ts';

export const CODE_REQUIRED = 'Veuillez saisir un code promo';

export interface CartDiscountFormProps {
  /** The code on the cart (applied, or waiting to be sent). */
  code: string | null;
  busy: boolean;
  onApply: (code: string, options: { onError: (message: string) => void }) => Promise<boolean>;
  onRemove: () => void;
}

/** Apply or remove a discount code; a refusal shows under the field (and in a toast). */
export function CartDiscountForm({ code, busy, onApply, onRemove }: CartDiscountFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (code) {
    return (
      <div className={appliedCode}>
        <span className={appliedCodeText}>
          <TagIcon size={16} />
          Code appliqué : {code}
        </span>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
          Retirer le code
        </Button>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!value.trim()) {
      setError(CODE_REQUIRED);
      return;
    }
    setError(null);
    const applied = await onApply(value, { onError: setError });
    if (applied) setValue('');
  }

  return (
    <form method="post" className={discountForm} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className={discountLabel}>
        Code promo
      </label>
      <div className={discountRow}>
        <input
          id={id}
          name="discount-code"
          className={discountInput}
          value={value}
          placeholder="Votre code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy || undefined}>
          Appliquer
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={discountError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
