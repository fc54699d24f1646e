import { describe, expect, it } from 'vitest';
import { fillPath, type RouteName } from '../../core/src/http/routes';
import { routeHandlers } from './handlers';
import { matchRoute, routeNames } from './router';
import { defaultPaths } from './routes';
import { call } from './test-support/call';

/** Sample params that make every route answer with data. */
const PARAMS: Record<string, string | number> = {
  userId: 4201,
  role: 'Instructor',
  orgId: 0,
  courseId: 1001,
  instructorId: 4201,
  classId: 7002,
  tab: 'upcoming',
};

describe('route map', () => {
  it('has a handler for every route the widgets call', () => {
    expect(Object.keys(routeHandlers).sort()).toEqual(Object.keys(defaultPaths).sort());
  });

  it('matches literal segments before placeholders', () => {
    expect(matchRoute('v4/batches/view/list')?.name).toBe('batches');
    expect(matchRoute('v4/batches/1001/past')).toEqual({ name: 'courseBatches', params: { courseId: '1001', tab: 'past' } });
    expect(matchRoute('v4/groups/learners')?.name).toBe('updateGroupLearners');
    expect(matchRoute('v4/groups/4201')?.name).toBe('groups');
    expect(matchRoute('v4/classes/demo/enroll')?.name).toBe('enrollDemoClass');
    expect(matchRoute('v4/menus/4101/role/Learner')?.name).toBe('headerMenuForRole');
    expect(matchRoute('v4/menus/4101/701/sidebar')?.name).toBe('sidebarMenu');
    expect(matchRoute('/v4/menus/0/0/')?.name).toBe('menu');
    expect(matchRoute('v9/nothing')).toBeNull();
  });

  it.each(routeNames)('%s answers an envelope', (name: RouteName) => {
    const def = routeHandlers[name];
    const method = def.methods[0];
    const path = fillPath(defaultPaths[name], PARAMS);
    const body =
      method === 'GET'
        ? undefined
        : { user_id: 4201, userID: 4201, token: 'demo-token-instructor', org_id: 0, title: 'T', owner_id: 4201, user_ids: [6001], group_id: 9001, class_id: 8001 };
    const { status, body: envelope } = call(method, path, { body, query: name === 'batches' ? { course_id: 1001 } : {} });
    expect(status).toBe(200);
    expect(envelope).toEqual(expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }));
    expect('data' in envelope).toBe(true);
  });

  it('answers unknown paths and wrong methods with the WordPress 404', () => {
    expect(call('GET', 'v9/nothing')).toMatchObject({ status: 404, body: { code: 'rest_no_route' } });
    expect(call('GET', 'v4/groups')).toMatchObject({ status: 404 });
    expect(call('HEAD', 'v4/footer').status).toBe(200);
  });
});
