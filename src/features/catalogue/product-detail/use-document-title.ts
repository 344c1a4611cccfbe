import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { companyQueries } from '#src/api/company.ts';
import { BRAND } from '#src/lib/brand.ts';
import { getConfig } from '#src/lib/config.ts';

/**
 * "{title} | {company}" while the screen is shown. The header sets the bare
 * company name in its own effect, which runs after a child's in the same
 * commit: this one defers to the end of the commit so the page's title wins.
 * On leaving, the company name comes back.
 */
export function useDocumentTitle(title: string | null) {
  const { data: company } = useQuery(companyQueries.detail(getConfig().companyId));
  const name = company?.name || BRAND.fallbackName;
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = `${title} | ${name}`;
    });
    return () => {
      window.clearTimeout(timer);
      document.title = name;
    };
  }, [title, name]);
}
