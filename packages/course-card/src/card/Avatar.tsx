import { useState } from 'react';
import { safeUrl } from '@yuno/core';

/** An instructor's picture, or a neutral silhouette when there is none or it fails to load. */
export function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const url = safeUrl(src);
  return !url || failed ? (
    <svg className="yuno-card__avatar" viewBox="0 0 32 32" role="img" aria-label={name || 'Instructor'}>
      <circle cx="16" cy="12" r="6" />
      <path d="M5 28c1.5-6 6-9 11-9s9.5 3 11 9z" />
    </svg>
  ) : (
    <img className="yuno-card__avatar" src={url} alt={name} width={32} height={32} loading="lazy" onError={() => setFailed(true)} />
  );
}
