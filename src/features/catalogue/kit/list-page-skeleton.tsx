/** The loading shape of a catalogue index (/categories, /stores): title, search field, then the given cards. */
import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton } from '#src/components/skeleton.tsx';
import { container } from '#src/styles/utilities.css.ts';
import { page } from './page-layout.css.ts';

export function ListPageSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={`${container} ${page}`}>
      <LoadingRegion label={label}>
        <div style={{ display: 'grid', gap: '1.5rem' }}>
          <Skeleton height="2.25rem" width="14rem" />
          <Skeleton height="2.75rem" width="min(28rem, 100%)" radius="9999px" />
          {children}
        </div>
      </LoadingRegion>
    </div>
  );
}
