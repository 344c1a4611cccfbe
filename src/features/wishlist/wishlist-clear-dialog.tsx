import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { TrashIcon } from './wishlist-icons.tsx';
import { CLEAR_WISHLIST } from './wishlist-rules.ts';

export interface WishlistClearDialogProps {
  busy: boolean;
  onConfirm: () => void;
}

/** 'Vider la liste', confirmed first. */
export function WishlistClearDialog({ busy, onConfirm }: WishlistClearDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={busy}>
          <TrashIcon />
          {CLEAR_WISHLIST}
        </Button>
      }
      title="Vider la liste de souhaits ?"
      description="Tous les produits seront retirés de votre liste de souhaits."
      confirmLabel={CLEAR_WISHLIST}
      onConfirm={onConfirm}
    />
  );
}
