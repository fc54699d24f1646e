/**
 * Small SVG images for the URLs the fixtures hand out under /mock-assets/: avatars and
 * organisation images (initials in a circle), academy logos and course images (initials
 * in a rounded square), and menu icons. Colours come from the name, so they are stable.
 */
import { hashString } from './fixtures/prng';

export const ASSET_PREFIX = '/mock-assets/';

const PALETTE = ['#4f46e5', '#0f766e', '#b45309', '#be123c', '#7c3aed', '#0369a1', '#15803d', '#a21caf'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function initials(slug: string): string {
  const words = slug.split('-').filter((w) => w && !['and', 'of', 'for', 'the', 'co'].includes(w));
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function badge(slug: string, shape: 'circle' | 'square', size: number): string {
  const colour = PALETTE[hashString(slug) % PALETTE.length];
  const bg =
    shape === 'circle'
      ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${colour}"/>`
      : `<rect width="${size}" height="${size}" rx="${size / 6}" fill="${colour}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${escapeXml(slug.replace(/-/g, ' '))}</title>${bg}` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="${size * 0.4}" font-weight="700" fill="#fff">${escapeXml(initials(slug))}</text></svg>`
  );
}

/** Simple 24 px line icons; unknown names get a dot. */
const ICON_PATHS: Record<string, string> = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  book: 'M4 4h7a3 3 0 013 3v13a2 2 0 00-2-2H4zM20 4h-5a3 3 0 00-3 3',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  calendar: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4',
  chart: 'M4 20V10M10 20V4M16 20v-7M3 20h18',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 3',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  settings: 'M12 9a3 3 0 100 6 3 3 0 000-6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  tag: 'M3 12V3h9l9 9-9 9z M7.5 7.5h.01',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M17 11a3 3 0 000-6M22 21a6 6 0 00-5-6',
  wallet: 'M3 7h16v13H3zM3 7l12-4v4M15 13h4',
  youtube: 'M3 7a3 3 0 013-3h12a3 3 0 013 3v10a3 3 0 01-3 3H6a3 3 0 01-3-3zM10 9l5 3-5 3z',
  instagram: 'M4 4h16v16H4zM12 8a4 4 0 100 8 4 4 0 000-8zM17 7h.01',
};

function icon(name: string): string {
  const path = ICON_PATHS[name] ?? 'M12 10a2 2 0 100 4 2 2 0 000-4z';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
    `stroke="#334155" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${path}"/></svg>`
  );
}

export interface MockAsset {
  contentType: string;
  body: string;
}

/**
 * The SVG for a path such as '/mock-assets/avatar-priya-sharma.svg' (the prefix is
 * optional), or null when the name is not one the mock makes.
 */
export function renderMockAsset(path: string): MockAsset | null {
  const name = path
    .split('?')[0]
    .replace(/^.*\/mock-assets\//, '')
    .replace(/^\/+/, '');
  const match = /^(avatar|org|academy|course|icon|logo)(?:-([a-z0-9-]+))?\.svg$/.exec(name);
  if (!match) return null;
  const [, kind, slug = 'yuno'] = match;
  const body =
    kind === 'icon'
      ? icon(slug)
      : kind === 'avatar' || kind === 'org'
        ? badge(slug, 'circle', 96)
        : kind === 'course'
          ? badge(slug, 'square', 160)
          : badge(slug, 'square', 96);
  return { contentType: 'image/svg+xml', body };
}
