import { describe, it, expect } from 'vitest';
import { normaliseSidebar } from './normaliseSidebar';

const JS = 'javascript:alert(1)';

describe('normaliseSidebar', () => {
  it.each([undefined, null, 0, 'text', [], [1, 2], true, { a: { b: 1 } }].map((v) => [v]))('never throws on %j', (raw) => {
    expect(() => normaliseSidebar(raw)).not.toThrow();
  });

  it('normalises sidebar sections', () => {
    expect(
      normaliseSidebar([
        {
          section: 'Account',
          items: [
            {
              label: 'Home',
              url: '/learner',
              slug: 'home',
              icon_url: 'vbscript:x',
              is_active: true,
              is_expended: 'false',
              sub_items: [{ label: 'A', url: JS, icon_url: '//cdn.test/i.svg', parent_id: 1, id: '2' }],
            },
          ],
        },
        'junk',
      ]),
    ).toEqual([
      {
        section: 'Account',
        items: [
          {
            label: 'Home',
            url: '/learner',
            slug: 'home',
            icon_url: '',
            is_active: true,
            is_expended: false,
            sub_items: [{ label: 'A', url: '', icon_url: 'https://cdn.test/i.svg', is_active: true, parent_id: 1, id: '2' }],
          },
        ],
      },
    ]);
  });
});
