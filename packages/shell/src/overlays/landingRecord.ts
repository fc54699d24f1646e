/**
 * The landing-page record (spec 1 §3) a visitor's account-type choice leaves in session
 * storage, so the onboarding page knows where they came from and what they chose.
 */
import type { LandingPageRecord } from '@yuno/core';

export function landingRecord(role: 'org-admin' | 'instructor', loc: Pick<Location, 'pathname' | 'search'>, title: string): LandingPageRecord {
  const urlParams: Record<string, string> = {};
  new URLSearchParams(loc.search).forEach((value, key) => {
    urlParams[key] = value;
  });
  const firstSegment = loc.pathname.split('/').filter(Boolean)[0] ?? '';
  return {
    url: `${loc.pathname}${loc.search}`,
    pageTitle: title,
    category: firstSegment,
    urlParams,
    crmMeta: { source: 'account-type-chooser' },
    role,
  };
}
