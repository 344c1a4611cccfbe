import { useEffect, useId, useMemo, useState, type Dispatch, type KeyboardEvent, type Ref, type SetStateAction } from 'react';
import { srOnly } from '#src/styles/utilities.css.ts';
import { deliveryZoneOf, matchWilayas, wilayaByCode, wilayaLabel, type Wilaya } from '#src/utils/wilayas.ts';
import { field, hint, input, label, requiredMark } from './checkout.css.ts';
import { combo as comboClass, empty, listbox, option, optionDelay } from './wilaya-field.css.ts';

export interface WilayaFieldProps {
  /** The chosen wilaya's number, or null. */
  value: number | null;
  onChange: (code: number | null) => void;
  invalid?: boolean;
  /** Id of the form's alert, tied to the field while it is invalid. */
  errorId?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The wilaya to deliver to: a combobox (WAI-ARIA 1.2, list autocomplete)
 * over the 58 wilayas, filtered by number or name as the shopper types
 * ("16", "bej", "sidi bel"), each with its delivery delay. The arrows move,
 * Enter or a tap chooses, Escape closes and gives back the chosen one;
 * leaving the field with one wilaya matching chooses it.
 */
export function WilayaField({ value, onChange, invalid, errorId, inputRef }: WilayaFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const combo = useWilayaCombobox(id, value, onChange);
  const { text, open, options, activeOption } = combo;
  const describedBy = [hintId, invalid && errorId ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        Wilaya
        <span className={requiredMark} aria-hidden="true">
          {' '}*
        </span>
      </label>
      <div className={comboClass}>
        <input
          ref={inputRef}
          id={id}
          className={input}
          type="text"
          role="combobox"
          name="wilaya"
          autoComplete="off"
          spellCheck={false}
          required
          aria-required="true"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? wilayaOptionId(id, activeOption) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder="Numéro ou nom de la wilaya"
          value={text ?? (combo.selected ? wilayaLabel(combo.selected) : '')}
          onChange={(event) => combo.typeText(event.target.value)}
          onClick={combo.toggle}
          onKeyDown={combo.onKeyDown}
          onBlur={combo.onBlur}
        />
        <WilayaListbox id={id} listId={listId} value={value} combo={combo} />
      </div>
      <p id={hintId} className={hint}>
        Tapez le numéro ou le nom de votre wilaya.
      </p>
      <p className={srOnly} role="status">
        {open && text !== null ? (options.length === 0 ? 'Aucune wilaya' : options.length === 1 ? '1 wilaya' : `${options.length} wilayas`) : ''}
      </p>
    </div>
  );
}

const wilayaOptionId = (id: string, w: Wilaya) => `${id}-w${w.code}`;

type WilayaCombobox = ReturnType<typeof useWilayaCombobox>;

/** The list of matching wilayas, rendered only while open. */
function WilayaListbox({ id, listId, value, combo }: { id: string; listId: string; value: number | null; combo: WilayaCombobox }) {
  const { open, options, active } = combo;
  return (
    <ul id={listId} role="listbox" aria-label="Wilayas" className={listbox} hidden={!open}>
      {open && options.length === 0 ? <li className={empty}>Aucune wilaya ne correspond.</li> : null}
      {open
        ? options.map((w, i) => (
            <li
              key={w.code}
              id={wilayaOptionId(id, w)}
              role="option"
              aria-selected={w.code === value}
              data-active={i === active ? '' : undefined}
              className={option}
              // Keeps the focus in the field: the blur would close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => combo.choose(w)}
            >
              <span>{wilayaLabel(w)}</span>
              <span className={optionDelay}>{deliveryZoneOf(w).delay}</span>
            </li>
          ))
        : null}
    </ul>
  );
}

/** The combobox's state: the typed text, the list's openness, the active option, and what the shopper's actions do to them. */
function useWilayaCombobox(id: string, value: number | null, onChange: (code: number | null) => void) {
  const selected = wilayaByCode(value);
  // What the shopper is typing; null while they are not (the field shows the chosen wilaya).
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => matchWilayas(text ?? ''), [text]);
  const activeOption = open ? options[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(wilayaOptionId(id, activeOption))?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, id]);

  function choose(w: Wilaya) {
    onChange(w.code);
    setText(null);
    setOpen(false);
  }

  function show(all: boolean) {
    setOpen(true);
    const list = all ? matchWilayas('') : options;
    setActive(Math.max(0, selected ? list.findIndex((w) => w.code === selected.code) : 0));
  }

  function typeText(typed: string) {
    setText(typed);
    setOpen(true);
    setActive(0);
  }

  function toggle() {
    if (open) setOpen(false);
    else show(text === null);
  }

  function close() {
    setOpen(false);
    setText(null);
  }

  function onBlur() {
    if (text !== null) {
      if (text.trim() === '') onChange(null);
      else if (options.length === 1) onChange(options[0]!.code);
    }
    setText(null);
    setOpen(false);
  }

  const keys = { text, open, options, activeOption, show, setActive, choose, close };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => onWilayaKey(event, keys);
  return { selected, text, open, active, options, activeOption, choose, typeText, toggle, onBlur, onKeyDown };
}

interface WilayaKeyTargets {
  text: string | null;
  open: boolean;
  options: Wilaya[];
  activeOption: Wilaya | undefined;
  show: (all: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
  choose: (w: Wilaya) => void;
  close: () => void;
}

/** The arrows move (opening the list), Enter chooses the active wilaya, Escape closes and gives back the chosen one. */
function onWilayaKey(event: KeyboardEvent<HTMLInputElement>, { text, open, options, activeOption, show, setActive, choose, close }: WilayaKeyTargets) {
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      if (!open) show(text === null);
      else setActive((i) => Math.min(i + 1, options.length - 1));
      break;
    case 'ArrowUp':
      event.preventDefault();
      if (open) setActive((i) => Math.max(i - 1, 0));
      break;
    case 'Enter':
      // Choosing is not submitting the order.
      if (open && activeOption) {
        event.preventDefault();
        choose(activeOption);
      }
      break;
    case 'Escape':
      if (open || text !== null) {
        event.preventDefault();
        close();
      }
      break;
  }
}
