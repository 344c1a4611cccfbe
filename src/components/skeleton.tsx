import type { CSSProperties, ReactNode } from 'react';
import { container, srOnly } from '#src/styles/utilities.css.ts';
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

/** `count` identical blocks side by side in the parent: the rows of a list, the cards of a stack. */
export function SkeletonRepeat({ count, ...block }: SkeletonProps & { count: number }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} {...block} />);
}

export interface SkeletonLinesProps {
  /** The box's class: the layout of the block it stands for. */
  className?: string;
  /** The heading's block, first in the box. */
  title?: SkeletonProps;
  /** How many full-width rows follow the heading, or the width of each. */
  rows?: number | readonly CSSProperties['width'][];
  rowHeight?: CSSProperties['height'];
  /** Blocks after the rows (a badge, a button, a search field). */
  children?: ReactNode;
}

/** A box of placeholder lines: a heading, rows of one height (text lines, fields, list rows), then any other blocks. */
export function SkeletonLines({ className, title, rows = 0, rowHeight = '1rem', children }: SkeletonLinesProps) {
  const widths = typeof rows === 'number' ? Array.from({ length: rows }, () => undefined) : rows;
  return (
    <div className={className}>
      {title && <Skeleton {...title} />}
      {widths.map((width, i) => (
        <Skeleton key={i} height={rowHeight} width={width} />
      ))}
      {children}
    </div>
  );
}

/** A list of `count` tiles (category, store, collection cards), each one rounded block. */
export function SkeletonTiles({ className, count, height }: { className: string; count: number; height: CSSProperties['height'] }) {
  return (
    <ul className={className} role="list">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton height={height} radius="0.75rem" />
        </li>
      ))}
    </ul>
  );
}

/** An image's box filled by one square-cornered block (the box gives the size and the corners). */
export function SkeletonMedia({ className }: { className: string }) {
  return (
    <div className={className}>
      <Skeleton height="100%" radius="0" />
    </div>
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

export interface SkeletonPageProps {
  /** What screen readers hear once. */
  label: string;
  /** The screen's own layout class. */
  className: string;
  /** The page title's block, alone in the screen's header box (its class) and as wide as the title. */
  title?: { className: string; width: CSSProperties['width'] };
  children: ReactNode;
}

/** A whole screen's loading shape: announced once, in the page container with the screen's own layout class. */
export function SkeletonPage({ label, className, title, children }: SkeletonPageProps) {
  return (
    <LoadingRegion label={label}>
      <div className={`${container} ${className}`}>
        {title && <SkeletonLines className={title.className} title={{ height: '2.25rem', width: title.width }} />}
        {children}
      </div>
    </LoadingRegion>
  );
}
