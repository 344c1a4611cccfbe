import { queryOptions } from '@tanstack/react-query';
import type { Company } from '#server/schemas/company.ts';
import { http } from './http.ts';
import { STALE } from './stale-times.ts';

export type { Company };

export function fetchCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return http.get<Company>(`/api/v1/public/companies/${encodeURIComponent(id)}`, undefined, { signal });
}

export const companyQueries = {
  all: () => ['company'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchCompany(id, signal),
      enabled: Boolean(id),
      staleTime: STALE.default,
    }),
};
