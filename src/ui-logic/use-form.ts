import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { firstInvalid, type FieldErrors } from '#src/utils/form-rules.ts';

/** What a field of the form takes: spread into a TextField or TextAreaField. */
export interface BoundField {
  ref: (element: HTMLElement | null) => void;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/**
 * The state every customer form keeps: its values, the inline errors (a
 * field's error goes as soon as it is edited), the busy flag, and focus on
 * the first invalid field in screen order.
 */
export function useForm<K extends string>(initial: Record<K, string> | (() => Record<K, string>), order: readonly K[]) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const elements = useRef<Partial<Record<K, HTMLElement | null>>>({});

  const focus = useCallback((field: K) => elements.current[field]?.focus(), []);

  function update(field: K, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function bind(field: K): BoundField {
    return {
      ref: (element) => {
        elements.current[field] = element;
      },
      value: values[field],
      onChange: (event) => update(field, event.target.value),
      error: errors[field],
    };
  }

  /** Shows the errors found; focuses the first and returns false when there is one. */
  function check(found: FieldErrors<K>): boolean {
    setErrors(found);
    const first = firstInvalid(order, found);
    if (first) focus(first);
    return !first;
  }

  return { values, setValues, errors, setErrors, busy, setBusy, update, bind, check, focus };
}
