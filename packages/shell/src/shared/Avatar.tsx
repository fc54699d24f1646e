/** A profile picture, or the initials when there is none (or it fails to load). */
import { useState } from 'react';
import { safeUrl } from '@yuno/core';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

export function Avatar({ src, name, size = 32 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = safeUrl(src);
  const style = { width: `${size}px`, height: `${size}px` };
  if (url && !failed) {
    return <img className="yuno-avatar" src={url} alt="" width={size} height={size} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className="yuno-avatar yuno-avatar--initials" style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
