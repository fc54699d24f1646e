import type { CSSProperties } from 'react';
import { cx } from '../utils/dom';
import { loadingOverlayCss } from '../styles';

type Size = number | string;

const px = (v: Size | undefined): string | undefined => (v === undefined ? undefined : typeof v === 'number' ? `${v}px` : v);

export interface SkeletonProps {
  /** Number → px; string → any CSS length (e.g. '60%'). Default 100%. */
  width?: Size;
  /** Height of the block (or of each line). Default 16px. */
  height?: Size;
  /** Corner radius; default the small radius token. 'circle' for avatars. */
  radius?: Size | 'circle';
  /** Several text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder block the shape of what it replaces. Decorative (aria-hidden): the
 * loading state is announced once by a Loader or the widget's own status text.
 */
export function Skeleton({ width, height, radius, lines, className }: SkeletonProps) {
  const style = {
    '--yuno-skeleton-width': px(width),
    '--yuno-skeleton-height': px(height),
    '--yuno-skeleton-radius': radius === 'circle' ? '50%' : px(radius),
  } as CSSProperties;
  if (lines && lines > 1) {
    return (
      <span className={cx('yuno-skeleton-lines', className)} style={style} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx('yuno-skeleton', i === lines - 1 && 'yuno-skeleton--last')} />
        ))}
      </span>
    );
  }
  return <span className={cx('yuno-skeleton', className)} style={style} aria-hidden="true" />;
}

export interface LoaderProps {
  /** Accessible label, announced politely. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Show the label next to the spinner. */
  showLabel?: boolean;
  className?: string;
}

/** A spinner with role=status and an accessible label ('Loading…' by default). */
export function Loader({ label = 'Loading…', size = 'md', showLabel = false, className }: LoaderProps) {
  return (
    <span role="status" aria-label={label} className={cx('yuno-loader', `yuno-loader--${size}`, className)}>
      <span className="yuno-loader__spinner" aria-hidden="true" />
      <span className={showLabel ? 'yuno-loader__label' : 'yuno-visually-hidden'}>{label}</span>
    </span>
  );
}

export interface LoadingOverlayProps {
  label?: string;
}

/** A full-page overlay with a Loader, for blocking waits (e.g. a redirect). */
export function LoadingOverlay({ label = 'Loading…' }: LoadingOverlayProps) {
  return (
    <div className="yuno-loading-overlay" aria-busy="true">
      <style>{loadingOverlayCss}</style>
      <Loader label={label} size="lg" showLabel />
    </div>
  );
}
