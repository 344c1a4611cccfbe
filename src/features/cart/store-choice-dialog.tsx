import { Dialog, RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import type { StoreOption } from '#src/api/products.ts';
import { Button } from '#src/components/button.tsx';
import { CloseIcon } from '#src/components/icons.tsx';
import { Price } from '#src/components/price.tsx';
import { ModalContent, ModalOverlay, ModalRoot } from '#src/components/page-modal.tsx';
import { srOnly } from '#src/styles/utilities.css.ts';
import {
  ADD_TO_CART_LABEL,
  ADDING_LABEL,
  CANCEL_LABEL,
  NO_ADDRESS,
  initialStoreId,
  storeDialogDescription,
  storeDialogTitle,
} from './add-to-cart-rules.ts';
import * as s from './product-actions.css.ts';

export interface StoreChoiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  stores: readonly StoreOption[];
  /** Shown when above 1 (the product page's stepper). */
  quantity: number;
  /** The product's own price, for a store offer without one. */
  fallbackPrice: string | number;
  /** Preselected when it sells the product (the store page being browsed); otherwise none is. */
  preferredStoreId?: string | null;
  /** Adds with the chosen store; resolves true when done (the dialog closes), false to stay open. */
  onConfirm: (store: StoreOption) => Promise<boolean>;
  /** Where focus goes once the dialog has closed (it has no Radix trigger). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The store-selection dialog of spec section 4: a radio group of the stores
 * selling the product (name, address, price in DZD); 'Ajouter au panier' is
 * disabled until one is chosen and reads 'Ajout en cours...' while adding;
 * then the dialog closes and forgets the choice.
 */
export function StoreChoiceDialog(props: StoreChoiceDialogProps) {
  const { open, onOpenChange, returnFocusTo } = props;
  const [busy, setBusy] = useState(false);
  // While adding, the dialog stays: its result (closing) comes with the answer.
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <ModalRoot open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <ModalOverlay className={s.overlay} />
        <ModalContent
          className={s.dialog}
          onEscapeKeyDown={keepOpenWhileBusy}
          onInteractOutside={keepOpenWhileBusy}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {/* Mounted only while open: each opening starts from a fresh choice. */}
          <StoreChoiceForm {...props} busy={busy} setBusy={setBusy} />
        </ModalContent>
      </Dialog.Portal>
    </ModalRoot>
  );
}

interface StoreChoiceFormProps extends StoreChoiceDialogProps {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function StoreChoiceForm({ onOpenChange, productName, stores, quantity, fallbackPrice, preferredStoreId, onConfirm, busy, setBusy }: StoreChoiceFormProps) {
  const [storeId, setStoreId] = useState<string | null>(() => initialStoreId(stores, preferredStoreId));
  const chosen = stores.find((store) => store.store_id === storeId) ?? null;

  async function confirm() {
    if (!chosen || busy) return;
    setBusy(true);
    let done = false;
    try {
      done = await onConfirm(chosen);
    } finally {
      setBusy(false);
    }
    if (done) {
      setStoreId(null);
      onOpenChange(false);
    }
  }

  return (
    <>
      <div className={s.dialogHeader}>
        <Dialog.Title className={s.dialogTitle}>{storeDialogTitle(productName)}</Dialog.Title>
        <Dialog.Description className={s.dialogText}>{storeDialogDescription(quantity)}</Dialog.Description>
      </div>
      <Dialog.Close asChild>
        <Button variant="ghost" size="icon" className={s.closeButton} disabled={busy}>
          <CloseIcon size={20} />
          <span className={srOnly}>Fermer</span>
        </Button>
      </Dialog.Close>
      <RadioGroup.Root
        className={s.options}
        aria-label="Boutiques proposant ce produit"
        value={storeId ?? ''}
        onValueChange={(value) => setStoreId(value)}
        disabled={busy}
        required
      >
        {stores.map((store) => (
          <StoreRadio key={store.store_id} store={store} fallbackPrice={fallbackPrice} />
        ))}
      </RadioGroup.Root>
      <div className={s.dialogActions}>
        <Dialog.Close asChild>
          <Button variant="outline" className={s.dialogButton} disabled={busy}>
            {CANCEL_LABEL}
          </Button>
        </Dialog.Close>
        <Button className={s.dialogButton} disabled={!chosen || busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
          {busy ? ADDING_LABEL : ADD_TO_CART_LABEL}
        </Button>
      </div>
    </>
  );
}

function StoreRadio({ store, fallbackPrice }: { store: StoreOption; fallbackPrice: string | number }) {
  const nameId = useId();
  const addressId = useId();
  const priceId = useId();
  return (
    <RadioGroup.Item value={store.store_id} className={s.option} aria-labelledby={nameId} aria-describedby={`${addressId} ${priceId}`}>
      <span className={s.radio} aria-hidden="true">
        <RadioGroup.Indicator className={s.radioDot} />
      </span>
      <span className={s.optionText}>
        <span id={nameId} className={s.optionName}>
          {store.store_name}
        </span>
        <span id={addressId} className={s.optionAddress}>
          {store.store_address ?? NO_ADDRESS}
        </span>
      </span>
      <span id={priceId} className={s.optionPriceCell}>
        <Price value={store.price ?? fallbackPrice} className={s.optionPrice} />
      </span>
    </RadioGroup.Item>
  );
}
