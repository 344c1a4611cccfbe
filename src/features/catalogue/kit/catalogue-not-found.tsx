import { Link } from '@tanstack/react-router';
import { buttonClass } from '#src/components/button.tsx';
import { isApiError } from '#src/api/http.ts';
import { paths } from '#src/lib/paths.ts';
import { container } from '#src/styles/utilities.css.ts';
import { notFound, notFoundCode, notFoundText } from './catalogue-not-found.css.ts';
import { title as titleClass } from './page-layout.css.ts';

/**
 * Whether a detail query failed because the id names nothing: 404, or 400
 * for an id that is not even a UUID (the API validates the path).
 */
export function isUnknownIdError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

export const BACK_HOME = "Retour à l'accueil";

/** What each unknown thing says, and where it leads back to. */
export const NOT_FOUND_TEXTS = {
  category: {
    title: 'Catégorie introuvable',
    text: 'Cette catégorie n’existe pas ou n’est plus disponible.',
    linkTo: paths.categories,
    linkLabel: 'Voir toutes les catégories',
  },
  collection: {
    title: 'Collection introuvable',
    text: 'Cette collection n’existe pas ou n’est plus disponible.',
    linkTo: paths.home,
    linkLabel: BACK_HOME,
  },
  store: {
    title: 'Boutique introuvable',
    text: 'Cette boutique n’existe pas ou n’est plus disponible. Découvrez les boutiques de notre place de marché.',
    linkTo: paths.stores,
    linkLabel: 'Voir toutes les boutiques',
  },
} as const satisfies Record<string, { title: string; text: string; linkTo: string; linkLabel: string }>;

export type CatalogueKind = keyof typeof NOT_FOUND_TEXTS;

/**
 * An unknown category, collection or store: the page's heading and a way
 * back. The detail page's own screen, and its route's notFoundComponent.
 */
export function CatalogueNotFound({ kind }: { kind: CatalogueKind }) {
  const { title, text, linkTo, linkLabel } = NOT_FOUND_TEXTS[kind];
  return (
    <div className={container}>
      <section className={notFound} aria-labelledby="catalogue-not-found-title">
        <p className={notFoundCode} aria-hidden="true">
          404
        </p>
        <h1 id="catalogue-not-found-title" className={titleClass}>
          {title}
        </h1>
        <p className={notFoundText}>{text}</p>
        <Link to={linkTo} className={buttonClass()}>
          {linkLabel}
        </Link>
      </section>
    </div>
  );
}
