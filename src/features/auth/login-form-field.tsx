import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertIcon } from '#src/components/icons.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import {
  error as errorClass,
  field,
  hint as hintClass,
  input,
  inputWithToggle,
  inputWrap,
  label as labelClass,
  labelRow,
  required as requiredClass,
  toggle,
} from './login-page.css.ts';

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and read with it (aria-describedby). */
  error?: string;
  hint?: string;
  /** A password field with a show/hide toggle. */
  revealable?: boolean;
  /** Something on the label's line, e.g. 'Mot de passe oublié ?'. */
  aside?: ReactNode;
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * A labelled input with its hint and inline error, both tied to it through
 * aria-describedby; `aria-invalid` marks it while the error shows.
 */
export function FormField({ label, error, hint, revealable = false, aside, type = 'text', required, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <div className={labelRow}>
        <label htmlFor={id} className={labelClass}>
          {label}
          {required ? (
            <span className={requiredClass} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      <div className={inputWrap}>
        <input
          {...inputProps}
          id={id}
          type={revealable && revealed ? 'text' : type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={revealable ? `${input} ${inputWithToggle}` : input}
        />
        {revealable ? (
          <button type="button" className={toggle} aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
            <EyeIcon off={revealed} />
            <span className={srOnly}>Afficher le mot de passe</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorClass}>
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
