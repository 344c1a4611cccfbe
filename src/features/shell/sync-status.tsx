import { OfflineIcon } from '#src/components/icons.tsx';
import { useOnlineStatus } from '#src/offline/online.ts';
import { usePendingChanges } from '#src/offline/use-outbox.ts';
import { offlinePill } from './app-header.css.ts';

export function pendingLabel(count: number): string {
  return count === 1 ? '1 modification en attente' : `${count} modifications en attente`;
}

export interface SyncStatusProps {
  className?: string;
}

/** Header indicator: offline, and how many cart and wishlist changes wait to be sent (decisions.md section 4). */
export function SyncStatus({ className }: SyncStatusProps) {
  const online = useOnlineStatus();
  const pending = usePendingChanges().length;
  if (online && pending === 0) return null;
  const text = online ? `Envoi… ${pendingLabel(pending)}` : pending > 0 ? `Hors ligne · ${pendingLabel(pending)}` : 'Hors ligne';
  return (
    <span
      className={className ? `${offlinePill} ${className}` : offlinePill}
      role="status"
      data-testid="sync-status"
      data-snapshot="omit"
      title={online ? undefined : 'Vos modifications seront envoyées au retour de la connexion'}
    >
      {online ? null : <OfflineIcon size={14} />} {text}
    </span>
  );
}
