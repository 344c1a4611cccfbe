import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isNetworkError, TimeoutError } from '#src/api/http.ts';
import { Button, buttonClass } from '#src/components/button.tsx';
import { AlertIcon, CheckCircleIcon, OfflineIcon } from '#src/components/icons.tsx';
import { errorMessage } from '#src/ui-logic/request-error.ts';
import { paths } from '#src/lib/paths.ts';
import { AuthCard, AuthIntro } from './auth-card.tsx';
import { MailIcon } from './auth-icons.tsx';
import { stackedActions } from './auth-page.css.ts';
import { emailVerifier } from './email-verifier.ts';
import { useAuth } from './use-auth.ts';

export const VERIFY_TEXTS = {
  pending: 'Confirmation de votre adresse e-mail…',
  success: 'Votre adresse e-mail est confirmée.',
  successText: 'Merci ! Vous recevrez désormais nos e-mails à cette adresse.',
  failure: 'Confirmation impossible',
  offline: 'Vous êtes hors ligne',
  offlineText: 'La confirmation n’a pas pu être envoyée. Reconnectez-vous puis réessayez.',
} as const;

type State =
  | { status: 'pending' }
  | { status: 'success' }
  /** offline: the request never left; retryable: no answer came back (offline or timeout). */
  | { status: 'error'; message: string; offline: boolean; retryable: boolean };

/**
 * /verify-email/{token}: POSTs the token once on load (email-verifier.ts keeps
 * StrictMode's second effect from sending it again) and shows the outcome.
 */
export function VerifyEmailPage({ token }: { token: string }) {
  const { isAuthenticated, state, heading, retry } = useEmailVerification(token);
  // The card and its intro stay in this component: an outcome updates them in place, not mounted anew.
  if (state.status === 'pending') {
    return (
      <AuthCard titleId="verify-title" busy>
        <AuthIntro
          titleId="verify-title"
          title="Confirmation de l’adresse e-mail"
          subtitle={VERIFY_TEXTS.pending}
          subtitleRole="status"
          icon={<MailIcon size={28} />}
        />
      </AuthCard>
    );
  }
  if (state.status === 'success') {
    return (
      <AuthCard titleId="verify-title">
        <AuthIntro
          titleId="verify-title"
          titleRef={heading}
          title={VERIFY_TEXTS.success}
          subtitle={VERIFY_TEXTS.successText}
          icon={<CheckCircleIcon size={28} />}
        />
        <SuccessActions signedIn={isAuthenticated} />
      </AuthCard>
    );
  }
  return (
    <AuthCard titleId="verify-title">
      <AuthIntro
        titleId="verify-title"
        titleRef={heading}
        title={state.offline ? VERIFY_TEXTS.offline : VERIFY_TEXTS.failure}
        subtitle={state.offline ? VERIFY_TEXTS.offlineText : state.message}
        subtitleRole="alert"
        icon={state.offline ? <OfflineIcon size={28} /> : <AlertIcon size={28} />}
        error
      />
      <FailureActions retryable={state.retryable} signedIn={isAuthenticated} retry={retry} />
    </AuthCard>
  );
}

/** The verification's outcome, sent again by `retry`; `heading` is focused once it is known. */
function useEmailVerification(token: string) {
  const { isAuthenticated, refreshProfile } = useAuth();
  const [state, setState] = useState<State>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Read inside the effect without making it run again when sign-in state changes.
  const signedIn = useRef(isAuthenticated);
  signedIn.current = isAuthenticated;

  useEffect(() => {
    let active = true;
    emailVerifier.verify(token).then(
      () => {
        if (!active) return;
        setState({ status: 'success' });
        // The account shows 'Confirmée' at once; a failure here changes nothing on this screen.
        if (signedIn.current) void refreshProfile().catch(() => undefined);
      },
      (error: unknown) => {
        if (!active) return;
        setState({
          status: 'error',
          message: errorMessage(error, "Une erreur s'est produite"),
          offline: isNetworkError(error) && !(error instanceof TimeoutError),
          retryable: isNetworkError(error),
        });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt, refreshProfile]);

  useEffect(() => {
    // The outcome replaces the waiting message: move focus to it so it is read.
    if (state.status !== 'pending') heading.current?.focus();
  }, [state.status]);

  function retry() {
    emailVerifier.forget(token);
    setState({ status: 'pending' });
    setAttempt((n) => n + 1);
  }

  return { isAuthenticated, state, heading, retry };
}

/** Where a signed-in shopper goes next, or where a guest signs in. */
function AccountLink({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Link to={paths.account} className={buttonClass({ block: true })}>
      Mon compte
    </Link>
  ) : (
    <Link to={paths.login} className={buttonClass({ block: true })}>
      Se connecter
    </Link>
  );
}

function SuccessActions({ signedIn }: { signedIn: boolean }) {
  return (
    <div className={stackedActions}>
      <AccountLink signedIn={signedIn} />
      <Link to={paths.products} className={buttonClass({ variant: 'outline', block: true })}>
        Continuer mes achats
      </Link>
    </div>
  );
}

/** A retry when no answer came back (offline or timeout), and ways out. */
function FailureActions({ retryable, signedIn, retry }: { retryable: boolean; signedIn: boolean; retry: () => void }) {
  return (
    <div className={stackedActions}>
      {retryable ? (
        <Button block onClick={retry}>
          Réessayer
        </Button>
      ) : null}
      <AccountLink signedIn={signedIn} />
      <Link to={paths.home} className={buttonClass({ variant: 'outline', block: true })}>
        Retour à l’accueil
      </Link>
    </div>
  );
}
