import { Toaster as SonnerToaster } from 'sonner';

/**
 * The one toast mechanism (decisions.md section 3): bottom-right, Alt+T moves
 * focus to the toasts, 4000 ms, one visible at a time; swipe-to-dismiss is
 * Sonner's own. Mounted by toaster.tsx when first needed.
 */
export function ConfiguredSonnerToaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      duration={4000}
      visibleToasts={1}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}
