import { Link } from '@tanstack/react-router';
import { buttonClass } from './button.tsx';
import { code, screen, text, title } from './error-screens.css.ts';

/** Any unknown path (spec section 2). */
export function NotFound() {
  return (
    <section className={screen}>
      <p className={code} aria-hidden="true">
        404
      </p>
      <h1 className={title}>Oups ! Page introuvable</h1>
      <p className={text}>La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <Link to="/" className={buttonClass()}>
        Retour à l’accueil
      </Link>
    </section>
  );
}
