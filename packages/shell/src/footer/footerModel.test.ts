import { describe, expect, it } from 'vitest';
import { readFooter } from './footerModel';

describe('readFooter', () => {
  it('reads columns, chat and social links, with hosts by environment', () => {
    const view = readFooter(
      {
        columns: [
          {
            title: 'Courses',
            links: [
              { label: 'IELTS', url: '/ielts' },
              { label: 'Bad', url: 'javascript:x' },
            ],
          },
          { title: 'Empty', links: [] },
        ],
        chat: { label: 'Chat with us', phone: '917411781928' },
        social: [{ name: 'YouTube', url: 'https://www.youtube.com/' }],
        copyright: 'Yuno Learning',
      },
      'https://stage.yunolearning.com',
    );
    expect(view.columns).toEqual([{ title: 'Courses', links: [{ label: 'IELTS', href: 'https://stage.yunolearning.com/ielts' }] }]);
    expect(view.chatPhone).toBe('917411781928');
    expect(view.social).toEqual([{ label: 'YouTube', href: 'https://www.youtube.com/' }]);
    expect(view.owner).toBe('Yuno Learning');
  });
  it('degrades to an empty footer for junk', () => {
    expect(readFooter('junk', '')).toEqual({ columns: [], chatLabel: '', chatPhone: '', social: [], owner: '' });
  });
});
