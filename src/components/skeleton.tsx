import type { CSSProperties, ReactNode } from 'react';
import { srOnly } from '#src/styles/utilities.css.ts';
import { skeleton } from './skeleton.css.ts';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${skeleton} ${className}` : skeleton}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** Wraps skeletons: announces the loading once for screen readers. */
export function LoadingRegion({ label = 'Chargement…', children }: { label?: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true">
      <span className={srOnly}>{label}</span>
      {children}
    </div>
  );
}
