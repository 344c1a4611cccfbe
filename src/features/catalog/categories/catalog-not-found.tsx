import { Link } from '@tanstack/react-router';
import { buttonClass } from '#src/components/button.tsx';
import { isApiError } from '#src/api/http.ts';
import { notFound, notFoundCode, notFoundText, title as titleClass } from './catalog-page.css.ts';

/**
 * Whether a detail query failed because the id names nothing: 404, or 400
 * for an id that is not even a UUID (the API validates the path).
 */
export function isUnknownIdError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

export interface CatalogNotFoundProps {
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}

/** An unknown category, collection or store: the page's heading and a way back. */
export function CatalogNotFound({ title, text, linkTo, linkLabel }: CatalogNotFoundProps) {
  return (
    <section className={notFound} aria-labelledby="catalog-not-found-title">
      <p className={notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="catalog-not-found-title" className={titleClass}>
        {title}
      </h1>
      <p className={notFoundText}>{text}</p>
      <Link to={linkTo} className={buttonClass()}>
        {linkLabel}
      </Link>
    </section>
  );
}
