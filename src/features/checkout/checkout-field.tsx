import { useId, type ComponentPropsWithRef } from 'react';
import { field, hint as hintClass, input, label as labelClass, requiredMark, textarea } from './checkout.css.ts';

interface Common {
  label: string;
  hint?: string;
  /** Marks the field invalid and ties it to the form's alert. */
  invalid?: boolean;
  /** Id of the alert that explains what is wrong. */
  errorId?: string;
}

type InputFieldProps = Common & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> & { multiline?: false };
type TextareaFieldProps = Common & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> & { multiline: true };

export type CheckoutFieldProps = InputFieldProps | TextareaFieldProps;

/** A labelled input or textarea; required fields carry a visible '*' and the `required` attribute. */
export function CheckoutField(props: CheckoutFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const { label, hint, invalid, errorId, required } = props;
  const describedBy = [hint ? hintId : null, invalid && errorId ? errorId : null].filter(Boolean).join(' ') || undefined;
  const a11y = { id, required, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span className={requiredMark} aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      {props.multiline ? (
        <TextareaOf {...props} a11y={a11y} />
      ) : (
        <InputOf {...props} a11y={a11y} />
      )}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type A11y = { id: string; required?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

function InputOf({ label: _l, hint: _h, invalid: _i, errorId: _e, multiline: _m, a11y, ...rest }: InputFieldProps & { a11y: A11y }) {
  return <input {...rest} {...a11y} className={input} />;
}

function TextareaOf({ label: _l, hint: _h, invalid: _i, errorId: _e, multiline: _m, a11y, ...rest }: TextareaFieldProps & { a11y: A11y }) {
  return <textarea rows={3} {...rest} {...a11y} className={`${input} ${textarea}`} />;
}
