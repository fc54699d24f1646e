import { describe, expect, it } from 'vitest';
import { landingRecord } from './landingRecord';

describe('landingRecord', () => {
  it('records the page, its parameters, its category and the chosen role', () => {
    expect(landingRecord('instructor', { pathname: '/ielts/courses/', search: '?utm_source=ads' }, 'IELTS courses')).toEqual({
      url: '/ielts/courses/?utm_source=ads',
      pageTitle: 'IELTS courses',
      category: 'ielts',
      urlParams: { utm_source: 'ads' },
      crmMeta: { source: 'account-type-chooser' },
      role: 'instructor',
    });
  });
});
