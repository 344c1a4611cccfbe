import { AlertDialog } from 'radix-ui';
import type { ReactElement } from 'react';
import { Button } from './button.tsx';
import * as s from './confirm-dialog.css.ts';

export interface ConfirmDialogProps {
  /** The button that opens the dialog (it receives the trigger's props). */
  trigger: ReactElement;
  title: string;
  description: string;
  /** The confirming button's label (a danger button). */
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * An action confirmed first (a Radix AlertDialog: focus trapped, 'Annuler'
 * focused, Escape cancels), such as emptying the cart or the wishlist.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={s.overlay} />
        <AlertDialog.Content className={s.dialog}>
          <AlertDialog.Title className={s.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={s.text}>{description}</AlertDialog.Description>
          <div className={s.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Annuler</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
