/** Which tabs of the course availability section show (spec 2 §2): those the course offers, in order. */
import { COURSE_AVAILABILITY_TABS } from '@yuno/core';

export type TabSlug = (typeof COURSE_AVAILABILITY_TABS)[number]['slug'];

export function visibleTabs(personalization: readonly string[]) {
  const offered = new Set(personalization.map((p) => p.trim().toLowerCase()));
  return COURSE_AVAILABILITY_TABS.filter((tab) => offered.has(tab.slug.toLowerCase()));
}
