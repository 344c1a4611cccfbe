import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { TrashIcon } from './cart-icons.tsx';

export interface CartClearDialogProps {
  busy: boolean;
  onConfirm: () => void;
}

/** 'Vider le panier', confirmed first. */
export function CartClearDialog({ busy, onConfirm }: CartClearDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" disabled={busy}>
          <TrashIcon size={18} />
          Vider le panier
        </Button>
      }
      title="Vider le panier ?"
      description="Tous les articles seront retirés de votre panier."
      confirmLabel="Vider le panier"
      onConfirm={onConfirm}
    />
  );
}
