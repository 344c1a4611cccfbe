import { Link } from '@tanstack/react-router';
import { buttonClass } from '#src/components/button.tsx';
import { StatusBlock } from '#src/components/status-block.tsx';
import { paths } from '#src/lib/paths.ts';

export interface SignInRequiredProps {
  /** Where /login sends the shopper back to. */
  redirect: string;
  description?: string;
}

/** Orders need a signed-in customer (spec section 6): 'Connexion requise' and a way to sign in and come back. */
export function SignInRequired({ redirect, description = 'Veuillez vous connecter pour consulter vos commandes.' }: SignInRequiredProps) {
  return (
    <StatusBlock kind="empty" title="Connexion requise" description={description}>
      <Link to={paths.login} search={{ redirect }} className={buttonClass()}>
        Se connecter
      </Link>
    </StatusBlock>
  );
}
