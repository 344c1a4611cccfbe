import { AlertDialog } from 'radix-ui';
import { Button } from '#src/components/button.tsx';
import { TrashIcon } from './cart-icons.tsx';
import { dialog, dialogActions, dialogText, dialogTitle, overlay } from './cart-page.css.ts';

export interface CartClearDialogProps {
  busy: boolean;
  onConfirm: () => void;
}

/** 'Vider le panier', confirmed first (a Radix AlertDialog: focus trapped, 'Annuler' focused, Escape cancels). */
export function CartClearDialog({ busy, onConfirm }: CartClearDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" disabled={busy}>
          <TrashIcon size={18} />
          Vider le panier
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={dialog}>
          <AlertDialog.Title className={dialogTitle}>Vider le panier ?</AlertDialog.Title>
          <AlertDialog.Description className={dialogText}>
            Tous les articles seront retirés de votre panier.
          </AlertDialog.Description>
          <div className={dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Annuler</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Vider le panier
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
