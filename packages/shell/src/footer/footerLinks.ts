/**
 * Footer links (spec 1 §9): site links go to the host of the environment (dev, stage,
 * prod), the chat number becomes a messaging link, the copyright carries the current year.
 */
import { safeUrl } from '@yuno/core';

/** A safe link; site-relative ones are put on the environment's host when it has one. */
export function footerHref(url: string, siteHost: string): string {
  const safe = safeUrl(url);
  if (!safe || !safe.startsWith('/') || safe.startsWith('//')) return safe;
  const host = safeUrl(siteHost);
  return host && /^https?:/.test(host) ? `${host.replace(/\/+$/, '')}${safe}` : safe;
}

/** The messaging link for a chat number ({phone}: digits only). */
export function chatHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : '';
}

export function copyrightText(year: number, owner: string): string {
  return `© ${year} ${owner}`.trim();
}
