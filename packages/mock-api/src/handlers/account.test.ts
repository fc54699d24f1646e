import { beforeEach, describe, expect, it } from 'vitest';
import { demoUsers } from '../fixtures/users';
import { alreadyEnrolledCourseId, courses } from '../fixtures/courses';
import { resetMockState } from '../state';
import { call } from '../test-support/call';
import { TOKEN_MINUTES } from './token';

beforeEach(() => resetMockState());

describe('user info', () => {
  it('answers the demo users and 204 for unknown ids', () => {
    expect(call('GET', 'v3/user/info/4101').body).toMatchObject({
      code: 200,
      data: {
        role: 'Learner',
        account_status: 'active',
        is_signup_completed: 'completed',
        first_name: 'Aarav',
        email: 'aarav.mehta@example.com',
        has_org: false,
        org_id: [],
        current_state: { org_id: 0 },
      },
    });
    expect(call('GET', 'v3/user/info/4202').body.data).toMatchObject({ role: 'Instructor', account_status: 'de-active' });
    expect(call('GET', 'v3/user/info/4302').body.data).toMatchObject({ role: 'org-admin', has_org: true, current_state: { org_id: 0 } });
    expect(call('GET', 'v3/user/info/0').body).toMatchObject({ code: 204, message: 'User not found' });
    expect(call('GET', 'v3/user/info/999999').body.code).toBe(204);
  });
});

describe('organisation switch', () => {
  it('answers 201 and the new active organisation shows in user info and menu', () => {
    const res = call('POST', 'v3/user/state', { body: { user_id: 4302, org_id: 703 } });
    expect(res.body.code).toBe(201);
    expect(call('GET', 'v3/user/info/4302').body.data).toMatchObject({ current_state: { org_id: 703 } });
    const menu = call('GET', 'v4/menus/4302/role/org-admin').body.data as Array<{ section: string; label: string }>;
    expect(menu.find((m) => m.section === 'academy')!.label).toBe('Manage SkillForge Ventures');
  });

  it('refuses an organisation that is not the user’s', () => {
    expect(call('POST', 'v3/user/state', { body: { user_id: 4302, org_id: 701 } }).body.code).toBe(403);
    expect(call('GET', 'v3/user/state').status).toBe(404);
  });
});

describe('menus, sidebar, footer, categories', () => {
  type Item = { type: string; section: string; label: string; url: string; is_active: boolean; items: Item[] };
  it('gives visitors the pre-login menu with Explore groups, one search item and the teach item', () => {
    const menu = call('GET', 'v4/menus/0/0').body.data as Item[];
    expect(menu.filter((m) => m.type === 'search_item')).toHaveLength(1);
    expect(menu.find((m) => m.section === 'teach')).toMatchObject({ label: 'Teach on Yuno', type: 'menu_item' });
    const explore = menu.find((m) => m.section === 'explore')!;
    expect(explore.items.map((g) => g.label)).toEqual(['Test Preparation', 'Languages', 'Professional Skills', 'Learning for Kids']);
    expect(explore.items[0].items.map((s) => s.label)).toEqual(['IELTS', 'TOEFL', 'SAT', 'GRE', 'GMAT', 'CUET', 'NEET', 'JEE', 'PTE', 'Duolingo']);
  });

  it('answers a menu per role, case-insensitively, and 204 for unknown roles', () => {
    for (const role of ['Learner', 'instructor', 'org-admin', 'yuno-admin']) {
      const menu = call('GET', `v4/menus/4101/role/${role}`).body.data as Item[];
      expect(menu.some((m) => m.section === 'explore')).toBe(true);
    }
    expect(call('GET', 'v4/menus/4101/role/pirate').body.code).toBe(204);
  });

  it('heads the side menu Learn for learners and Insights otherwise, with a Generate Code item', () => {
    type Section = { section: string; items: Array<{ label: string; slug: string; icon_url: string; is_expended: boolean; sub_items: unknown[] }> };
    const learner = call('GET', 'v4/menus/4101/0/sidebar').body.data as Section[];
    expect(learner[0].section).toBe('Learn');
    expect(learner[0].items.some((i) => i.label === 'Generate Code')).toBe(true);
    const instructor = call('GET', 'v4/menus/4201/0/sidebar').body.data as Section[];
    expect(instructor[0].section).toBe('Insights');
    expect(instructor[0].items[0]).toEqual(expect.objectContaining({ slug: 'home', icon_url: '/mock-assets/icon-home.svg', is_expended: false, sub_items: [] }));
    expect(call('GET', 'v4/menus/0/0/sidebar').body.code).toBe(204);
  });

  it('serves footer links and the category list', () => {
    const footer = call('GET', 'v4/footer').body.data as { columns: Array<{ links: Array<{ url: string }> }>; chat: { phone: string } };
    const urls = footer.columns.flatMap((c) => c.links.map((l) => l.url));
    expect(urls).toEqual(
      expect.arrayContaining(['/ielts', '/english-speaking/students/', '/microsoft-excel/resources/', '/blog/', '/privacy-policy/', '/terms-of-use/']),
    );
    expect(footer.chat.phone).toMatch(/^\d+$/);
    const categories = call('GET', 'v4/categories').body;
    expect(categories.count).toBe(25);
    expect((categories.data as Array<{ slug: string; demo_url: string }>).find((c) => c.slug === 'ielts')!.demo_url).toBe('/for-ads/ielts/');
  });
});

describe('referral, invite link, token', () => {
  it('gives the instructor a code and an invite link; the learner none until generated', () => {
    expect(call('GET', 'v1/referral/code/4201').body).toMatchObject({ code: 200, data: { referral_code: 'PRIYA4201' } });
    expect(call('GET', 'v1/referral/url/4201').body.data).toEqual({ invitation_link: expect.stringContaining('ref=PRIYA4201') });
    expect(call('GET', 'v1/referral/url/4101').body.code).toBe(204);
    expect(call('POST', 'v1/referral/code', { body: { user_id: 4101, role: 'Learner' } }).body.code).toBe(201);
    expect(call('GET', 'v1/referral/url/4101').body.code).toBe(200);
    expect(call('POST', 'v1/referral/code', { body: { user_id: 1, role: 'Learner' } }).body.code).toBe(400);
  });

  it('reports minutes left for demo tokens and refreshes them', () => {
    const { learner } = demoUsers;
    const expiry = (token: string) => call('POST', 'v1/user/expire/time', { body: { userID: learner.id, token } }).body;
    expect(expiry(learner.token)).toMatchObject({ code: 201, data: { minutes: TOKEN_MINUTES.demo } });
    expect(expiry(`${learner.token}-expiring`)).toMatchObject({ code: 201, data: { minutes: 5 } });
    expect(expiry('stolen')).toMatchObject({ code: 401, message: 'Unauthorized' });
    const refreshed = call('POST', 'v1/google/refresh/token', { body: { user_id: learner.id, id_token: 'google-id-token' } }).body;
    expect(refreshed).toMatchObject({ code: 201, data: { token: 'demo-token-learner-r1' } });
    expect(expiry('demo-token-learner-r1')).toMatchObject({ code: 201, data: { minutes: 60 } });
    expect(call('POST', 'v1/google/refresh/token', { body: { user_id: 0 } }).body.code).toBe(401);
  });
});

describe('courses and enrolment', () => {
  it('answers card, detail and course page by id, 204 for unknown', () => {
    const id = courses[0].id;
    expect(call('GET', `v4/courses/${id}/card`).body.data).toMatchObject({ id, title: courses[0].title });
    expect(call('GET', `v4/courses/${id}/detail`).body.data).toMatchObject({ course_schedule_id: expect.any(Number), title: courses[0].title });
    const page = call('GET', `v1/courses/${id}`).body.data as Record<string, any>;
    expect(page.personalization).toEqual(['1-Many', '1-1']);
    expect(page.mapped_instructors[0]).toEqual({ id: expect.any(Number), name: expect.any(String), image: expect.any(String), profile_url: expect.any(String) });
    expect(page.course_economics[0].price[0].price).toBe(courses[0].price);
    expect(call('GET', 'v4/courses/1/card').body.code).toBe(204);
  });

  it('says the learner is enrolled in exactly one course', () => {
    expect(call('GET', `v4/enrollments/status/${alreadyEnrolledCourseId}/4101`).body.data).toMatchObject({ is_enrolled: true });
    expect(call('GET', `v4/enrollments/status/${courses[0].id}/4101`).body.data).toMatchObject({ is_enrolled: false });
    expect(call('GET', `v4/enrollments/status/${alreadyEnrolledCourseId}/4102`).body.data).toMatchObject({ is_enrolled: false });
  });

  it('gives an instructor availability grid of 48 half-hour rows', () => {
    const { body } = call('GET', 'v4/instructors/4201/availability');
    const grid = body.data as { rows: Array<Record<string, unknown>>; columns: Array<{ field: string }> };
    expect(body.count).toBe(48);
    expect(grid.columns.map((c) => c.field)).toEqual(['slot', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(grid.rows[0].slug).toBe('00:00');
    expect(grid.rows[13]).toMatchObject({ slug: '06:30', slot: '6:30 AM' });
    expect(grid.rows[47].slug).toBe('23:30');
    expect(grid.rows.some((r) => r.mon === true)).toBe(true);
    expect(call('GET', 'v4/instructors/4202/availability').body.code).toBe(204);
  });

  it('gives one instructor a quarter-hour grid of 96 rows, more than the 50 shown at once', () => {
    const { body } = call('GET', 'v4/instructors/5001/availability');
    const rows = (body.data as { rows: Array<Record<string, unknown>> }).rows;
    expect(body.count).toBe(96);
    expect(rows.slice(0, 3).map((r) => r.slug)).toEqual(['00:00', '00:15', '00:30']);
    expect(rows[26]).toMatchObject({ slug: '06:30', slot: '6:30 AM' });
    expect(rows[95]).toMatchObject({ slug: '23:45', slot: '11:45 PM' });
  });
});
