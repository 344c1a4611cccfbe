import { Link } from '@tanstack/react-router';
import { isNetworkError } from '#src/api/http.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { OFFLINE_DESCRIPTION, OFFLINE_TITLE, StatusBlock } from '#src/components/status-block.tsx';
import { useOnlineStatus } from '#src/offline/online.ts';
import { paths } from '#src/lib/paths.ts';
import { actions } from './company.css.ts';

export const COMPANY_ERROR_TITLE = 'Erreur de chargement';
export const ABOUT_ERROR_DESCRIPTION = "Impossible de charger les informations de l'entreprise.";
export const CONTACT_ERROR_DESCRIPTION = 'Impossible de charger les informations de contact.';

export interface CompanyLoadErrorProps {
  error: unknown;
  /** The page's sentence of spec section 8. */
  description: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/**
 * The company could not be loaded (spec section 8): 'Erreur de chargement',
 * the page's sentence and a link home; 'Vous êtes hors ligne' when the
 * network is the cause (decisions.md section 4).
 */
export function CompanyLoadError({ error, description, onRetry, headingLevel = 2 }: CompanyLoadErrorProps) {
  const online = useOnlineStatus();
  const offline = !online || isNetworkError(error);
  return (
    <StatusBlock
      kind={offline ? 'offline' : 'error'}
      title={offline ? OFFLINE_TITLE : COMPANY_ERROR_TITLE}
      description={offline ? OFFLINE_DESCRIPTION : description}
      headingLevel={headingLevel}
    >
      <div className={actions}>
        <Button variant={offline ? 'outline' : 'primary'} onClick={onRetry}>
          Réessayer
        </Button>
        <Link to={paths.home} className={buttonClass({ variant: 'outline' })}>
          Retour à l’accueil
        </Link>
      </div>
    </StatusBlock>
  );
}
