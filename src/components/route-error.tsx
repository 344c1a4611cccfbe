import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from './button.tsx';
import { screen, text, title } from './error-screens.css.ts';

function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as { statusText?: unknown; message?: unknown };
    if (typeof e.statusText === 'string' && e.statusText) return e.statusText;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return String(error);
}

/** The routing error screen of spec section 2: the status text, else the message. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  // Lets suspense queries of the route fetch again when it is retried.
  useEffect(() => queryErrorReset.reset(), [queryErrorReset]);
  return (
    <section className={screen} role="alert">
      <h1 className={title}>Unexpected Application Error!</h1>
      <p className={text}>{describe(error)}</p>
      <Button
        variant="outline"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Réessayer
      </Button>
    </section>
  );
}
