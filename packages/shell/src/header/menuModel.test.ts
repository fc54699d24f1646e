import { describe, expect, it } from 'vitest';
import { readMenu } from './menuModel';

describe('readMenu', () => {
  it('reads links, submenus, the search item and the two dialog items', () => {
    const menu = readMenu([
      {
        type: 'menu_item',
        section: 'explore',
        label: 'Explore',
        url: '',
        is_active: true,
        items: [
          { section: 'test-prep', label: 'Test Preparation', url: '', items: [{ section: 'ielts', label: 'IELTS', url: '/ielts/courses/' }] },
          { section: 'kids', label: 'Kids', url: '/kids/' },
        ],
      },
      { type: 'menu_item', section: 'demo', label: 'Book a Demo Class', url: '/demo-classes' },
      { type: 'menu_item', section: 'teach', label: 'Teach on Yuno', url: '/become-an-instructor/' },
      { type: 'menu_item', section: 'blog', label: 'Blog', url: '/blog/' },
      { type: 'search_item', section: 'search', label: 'Search courses', url: '/search/' },
    ]);
    expect(menu.map((m) => [m.label, m.action])).toEqual([
      ['Explore', 'submenu'],
      ['Book a Demo Class', 'book-demo'],
      ['Teach on Yuno', 'account-type'],
      ['Blog', 'link'],
      ['Search courses', 'search'],
    ]);
    expect(menu[0].items.map((i) => [i.label, i.action, i.items.map((l) => [l.label, l.url])])).toEqual([
      ['Test Preparation', 'submenu', [['IELTS', '/ielts/courses/']]],
      ['Kids', 'link', []],
    ]);
  });

  it("keeps a submenu's groups; groups nested deeper give their links to the group", () => {
    const link = (label: string) => ({ section: label.toLowerCase(), label, url: `/${label.toLowerCase()}/` });
    const [explore] = readMenu([
      {
        section: 'explore',
        label: 'Explore',
        items: [
          { section: 'languages', label: 'Languages', items: [link('Hindi'), { section: 'euro', label: 'European', items: [link('French'), link('German')] }] },
        ],
      },
    ]);
    expect(explore.items.map((g) => [g.label, g.items.map((l) => [l.label, l.action])])).toEqual([
      [
        'Languages',
        [
          ['Hindi', 'link'],
          ['French', 'link'],
          ['German', 'link'],
        ],
      ],
    ]);
  });

  it('drops inactive items, unsafe links and junk', () => {
    const menu = readMenu([
      { section: 'a', label: 'Off', url: '/a', is_active: false },
      { section: 'b', label: 'Evil', url: 'javascript:alert(1)' },
      'junk',
      null,
      { section: 'c', label: 'Fine', url: '/c', is_active: 'true' },
    ]);
    expect(menu.map((m) => m.label)).toEqual(['Fine']);
    expect(readMenu({ section: 'x', label: 'Only', url: '/x' })).toHaveLength(1);
    expect(readMenu('nope')).toEqual([]);
  });

  it('falls back to the title, then the section, for the text', () => {
    expect(
      readMenu([
        { section: 'faq', title: 'FAQ', url: '/faq/' },
        { section: 'help', url: '/help/' },
      ]).map((m) => m.label),
    ).toEqual(['FAQ', 'help']);
  });
});
