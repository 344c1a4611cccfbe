import type { ReactNode } from 'react';
import { isNetworkError } from '#src/api/http.ts';
import { useOnlineStatus } from '#src/offline/online.ts';
import { Button } from './button.tsx';
import { AlertIcon, BagIcon, OfflineIcon } from './icons.tsx';
import { block, description as descriptionClass, icon, title as titleClass } from './status-block.css.ts';

export type StatusKind = 'error' | 'offline' | 'empty';

export interface StatusBlockProps {
  kind: StatusKind;
  title: string;
  description?: ReactNode;
  /** Shows 'Réessayer'; `true` reloads the page (the spec's retry). */
  onRetry?: (() => void) | true;
  /** Extra actions (a link back, a reset button). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
}

const ICONS = { error: AlertIcon, offline: OfflineIcon, empty: BagIcon } as const;

/** An error, offline or empty state, with an optional 'Réessayer'. */
export function StatusBlock({ kind, title, description, onRetry, children, headingLevel = 2 }: StatusBlockProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const retry = onRetry === true ? () => window.location.reload() : onRetry;
  const KindIcon = ICONS[kind];
  return (
    <div className={block[kind]} role={kind === 'empty' ? undefined : 'alert'}>
      <KindIcon className={icon} size={36} />
      <Heading className={titleClass}>{title}</Heading>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {retry || children ? (
        <div>
          {retry ? (
            <Button variant={kind === 'error' ? 'primary' : 'outline'} onClick={retry}>
              Réessayer
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}

export const OFFLINE_TITLE = 'Vous êtes hors ligne';
export const OFFLINE_DESCRIPTION = 'Cette page n’a pas encore été consultée en ligne. Reconnectez-vous puis réessayez.';

export interface QueryErrorBlockProps {
  error: unknown;
  /** The screen's load error message of the spec. */
  title: string;
  description?: ReactNode;
  onRetry?: (() => void) | true;
  headingLevel?: 2 | 3;
}

/**
 * A query's failure: 'Vous êtes hors ligne' when the device is offline or the
 * network failed (decisions.md section 4), else the screen's own message.
 */
export function QueryErrorBlock({ error, title, description, onRetry = true, headingLevel }: QueryErrorBlockProps) {
  const online = useOnlineStatus();
  if (!online || isNetworkError(error)) {
    return (
      <StatusBlock kind="offline" title={OFFLINE_TITLE} description={OFFLINE_DESCRIPTION} onRetry={onRetry} headingLevel={headingLevel} />
    );
  }
  return <StatusBlock kind="error" title={title} description={description} onRetry={onRetry} headingLevel={headingLevel} />;
}
