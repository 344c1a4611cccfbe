import { AlertDialog } from 'radix-ui';
import { Button } from '#src/components/button.tsx';
import { TrashIcon } from './wishlist-icons.tsx';
import { CLEAR_WISHLIST } from './wishlist-rules.ts';
import { dialog, dialogActions, dialogText, dialogTitle, overlay } from './wishlist-page.css.ts';

export interface WishlistClearDialogProps {
  busy: boolean;
  onConfirm: () => void;
}

/** 'Vider la liste', confirmed first (Radix AlertDialog: focus trapped, 'Annuler' focused, Escape cancels). */
export function WishlistClearDialog({ busy, onConfirm }: WishlistClearDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" disabled={busy}>
          <TrashIcon />
          {CLEAR_WISHLIST}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={dialog}>
          <AlertDialog.Title className={dialogTitle}>Vider la liste de souhaits ?</AlertDialog.Title>
          <AlertDialog.Description className={dialogText}>
            Tous les produits seront retirés de votre liste de souhaits.
          </AlertDialog.Description>
          <div className={dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Annuler</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {CLEAR_WISHLIST}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
