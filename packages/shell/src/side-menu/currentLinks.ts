/**
 * Which of the side menu's links stand for the page being shown. A link matches when its
 * path is the page's and every query parameter it names is in the page's address with the
 * same value (the address may hold more: tracking parameters, the demo's role). When several
 * match, as a section's page and one of its tabs do, only the most specific are current, so
 * the menu marks the tab and not also the page that holds it.
 */
import { samePath } from '../session/paths';

type PageAddress = Pick<Location, 'pathname' | 'search'>;

/** The link's query parameters when it matches the address, else null. */
function matchedParameters(link: string, page: PageAddress): number | null {
  const url = new URL(link, 'http://x');
  if (!samePath(url.pathname, page.pathname)) return null;
  const asked = [...url.searchParams];
  const present = new URLSearchParams(page.search);
  return asked.every(([name, value]) => present.getAll(name).includes(value)) ? asked.length : null;
}

export function currentLinks(links: readonly string[], page: PageAddress = window.location): Set<string> {
  const matches = links.flatMap((link) => {
    const count = link ? matchedParameters(link, page) : null;
    return count === null ? [] : [{ link, count }];
  });
  const most = Math.max(...matches.map((match) => match.count));
  return new Set(matches.filter((match) => match.count === most).map((match) => match.link));
}
