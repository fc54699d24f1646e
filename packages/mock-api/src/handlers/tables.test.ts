import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockState } from '../state';
import { call } from '../test-support/call';

beforeEach(() => resetMockState());

type Row = Record<string, any>;

describe('instructor learners', () => {
  const learners = (query: Record<string, string | number> = {}) => call('GET', 'v4/instructors/4201/learners', { query });

  it('pages all learners (20 by default) with the total', () => {
    const { body } = learners();
    expect(body.code).toBe(200);
    expect(body.count).toBe(136);
    expect(body.data).toHaveLength(20);
    expect((body.data as Row[])[0]).toMatchObject({
      learner: { id: expect.any(Number), name: expect.any(String), image: expect.any(String), email: expect.any(String) },
      referrer: { id: expect.any(Number), name: expect.any(String), image: expect.any(String) },
      attendance: { percentage: expect.any(Number) },
      batch: { percentage: expect.any(Number) },
      type: expect.stringMatching(/^(contact|referral)$/),
    });
    expect(learners({ limit: 100, offset: 100 }).body.data).toHaveLength(36);
  });

  it('filters by learner type and search text', () => {
    const contacts = learners({ learner_type: 'contacts', limit: 200 }).body;
    const referrals = learners({ learner_type: 'referrals', limit: 200 }).body;
    expect((contacts.count as number) + (referrals.count as number)).toBe(136);
    expect((contacts.data as Row[]).every((r) => r.type === 'contact' && r.referrer.id === 0)).toBe(true);
    const first = (learners().body.data as Row[])[0].learner;
    const found = learners({ search: first.name.split(' ')[0].toLowerCase() }).body.data as Row[];
    expect(found.some((r) => r.learner.id === first.id)).toBe(true);
    expect(learners({ search: 'nobody-at-all' }).body.code).toBe(204);
  });

  it('answers 204 for an instructor without learners', () => {
    expect(call('GET', 'v4/instructors/5001/learners').body).toMatchObject({ code: 204, message: 'No learners found' });
  });

  it('suggests learners only after more than 2 characters', () => {
    expect(call('GET', 'v4/users/search', { query: { text: 'aa', user_id: 4201 } }).body).toMatchObject({ code: 200, data: [] });
    const found = call('GET', 'v4/users/search', { query: { text: 'mehta', user_id: 4201 } }).body.data as Row[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((u) => /mehta/i.test(u.name))).toBe(true);
  });
});

describe('groups', () => {
  it('creates a group at the top, adds learners and renames it', () => {
    const created = call('POST', 'v4/groups', { body: { title: 'Evening stars', owner_id: 4201, role: 'Instructor', access: 'rw', user_ids: [6001, 6002] } }).body;
    expect(created).toMatchObject({ code: 201, message: 'Group successfully created', data: { group_name: 'Evening stars', total_users: 2 } });
    const id = (created.data as Row).group_id;
    expect((call('GET', 'v4/groups/4201').body.data as Row[])[0].group_id).toBe(id);
    const added = call('POST', 'v4/groups/learners', { body: { group_id: id, add_user_ids: [6003], delete_user_ids: [6001] } }).body;
    expect(added).toMatchObject({ code: 200, message: 'Learners added successfully', data: { total_users: 2 } });
    expect((added.data as Row).user.map((u: Row) => u.id)).toEqual([6002, 6003]);
    const renamed = call('PUT', 'v4/groups/title', { body: { group_id: id, title: 'Night owls' } }).body;
    expect(renamed).toMatchObject({ code: 200, message: 'Group title updated successfully', data: { group_name: 'Night owls' } });
  });

  it('refuses a group without learners or title, and unknown groups', () => {
    expect(call('POST', 'v4/groups', { body: { title: 'x', owner_id: 4201, user_ids: [] } }).body.code).toBe(400);
    expect(call('POST', 'v4/groups', { body: { title: '', owner_id: 4201, user_ids: [6001] } }).body.code).toBe(400);
    expect(call('POST', 'v4/groups/title', { body: { group_id: 1, title: 'x' } }).body.code).toBe(404);
  });
});

describe('classes', () => {
  it('deletes an upcoming class until the list is empty', () => {
    const ids = (call('GET', 'v4/classes/upcoming/4201').body.data as Row[]).map((c) => c.id);
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(call('DELETE', `v2/classes/${id}`).body).toMatchObject({ code: 200, message: 'Class successfully deleted' });
    expect(call('GET', 'v4/classes/upcoming/4201').body).toMatchObject({ code: 204, message: "You haven't schedule any class yet." });
    expect(call('DELETE', `v2/classes/${ids[0]}`).body.code).toBe(404);
  });

  it('answers one class for its detail page, and says when it is gone', () => {
    const [first] = call('GET', 'v4/classes/upcoming/4201').body.data as Row[];
    expect(call('GET', `v4/classes/detail/${first.id}`).body).toMatchObject({ code: 200, data: { id: first.id, title: first.title } });
    call('DELETE', `v2/classes/${first.id}`);
    expect(call('GET', `v4/classes/detail/${first.id}`).body).toMatchObject({ code: 204, message: 'This class is no longer scheduled.' });
  });

  it('lists demo classes and enrols a learner', () => {
    const list = call('GET', 'v4/classes/demo/4101', { query: { limit: 2 } }).body;
    expect(list.count).toBe(6);
    expect(list.data).toHaveLength(2);
    const first = (list.data as Row[])[0];
    expect(first.is_enrolled).toBe(false);
    const enrol = call('POST', 'v4/classes/demo/enroll', { body: { class_id: first.id, instructor_id: first.instructor.id, user_id: 4101 } }).body;
    expect(enrol).toMatchObject({ code: 201, message: 'You have successfully enrolled' });
    expect((call('GET', 'v4/classes/demo/4101').body.data as Row[])[0].is_enrolled).toBe(true);
    expect(call('GET', 'v4/classes/demo/4201').body.count).toBe(3);
  });

  it("pages an instructor's own demo classes by limit and offset (2 at a time)", () => {
    const page = (offset: number) => call('GET', 'v4/classes/demo/4201', { query: { limit: 2, offset } }).body;
    const [first, second] = [page(0), page(2)];
    expect(first.count).toBe(3);
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    const ids = [...(first.data as Row[]), ...(second.data as Row[])].map((c) => c.id);
    expect(new Set(ids).size).toBe(3);
    expect([...(first.data as Row[]), ...(second.data as Row[])].every((c) => c.instructor.id === 4201)).toBe(true);
  });
});

describe('payments and enrolments', () => {
  it('shows admins everything, learners their own, with status filters and paging', () => {
    const all = call('GET', 'v4/payments/list/4401', { query: { limit: 10 } }).body;
    expect(all.count).toBe(64);
    expect(all.data).toHaveLength(10);
    expect(all.columns).toEqual(expect.any(Array));
    const failed = call('GET', 'v4/payments/list/4401', { query: { status: 'FAILED', limit: 100 } }).body.data as Row[];
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.status === 'FAILED')).toBe(true);
    const mine = call('GET', 'v4/payments/list/4101').body.data as Row[];
    expect(mine.map((r) => r.status).sort()).toEqual(['EXPIRED', 'FAILED', 'ISSUED', 'PAID']);
    const enrolments = call('GET', 'v4/enrollments/list/4101').body.data as Row[];
    expect(enrolments.map((r) => r.status).sort()).toEqual(['ACTIVE', 'EXPIRED', 'INACTIVE']);
  });

  it('limits an org-admin to their organisations', () => {
    const rows = call('GET', 'v4/enrollments/list/4301', { query: { limit: 200 } }).body.data as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.academy.org_id === 701)).toBe(true);
    expect(call('GET', 'v4/payments/list/4102').body.code).toBe(204);
    expect(call('GET', 'v4/payments/list/999').body.code).toBe(204);
  });
});
