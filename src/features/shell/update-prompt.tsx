import { Button } from '#src/components/button.tsx';
import { applyUpdate } from '#src/lib/app-update.ts';
import { usePendingChanges } from '#src/offline/use-outbox.ts';
import { updateReadyAtom, useAtomValue } from '#src/state/store.ts';
import { updateBar, updateText } from './update-prompt.css.ts';

/**
 * A new version of the app is ready: the shopper chooses when to reload
 * (decisions.md section 4), and not while changes still wait to be sent.
 */
export function UpdatePrompt() {
  const ready = useAtomValue(updateReadyAtom);
  const pending = usePendingChanges().length;
  if (!ready) return null;
  return (
    <div className={updateBar} role="status" aria-live="polite" data-snapshot="omit">
      <p className={updateText}>
        Une nouvelle version de la boutique est disponible.
        {pending > 0 ? ' Elle pourra être chargée dès que vos modifications en attente auront été envoyées.' : null}
      </p>
      <Button size="sm" onClick={applyUpdate} disabled={pending > 0}>
        Recharger
      </Button>
    </div>
  );
}
