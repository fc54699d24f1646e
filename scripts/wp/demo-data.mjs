// What the local site needs from the mock API: its demo users and a course that exists.
import { importTs } from '../ts-import.mjs';
import { DEMO_LOGINS } from './profiles.mjs';

export async function demoData() {
  const mock = await importTs('packages/mock-api/src/index.ts');
  const users = {};
  for (const login of DEMO_LOGINS) {
    const user = mock.demoUsers[login];
    if (user?.id) users[login] = { id: user.id, token: user.token };
  }
  const course = mock.courses?.[0];
  return { demoUsers: users, courseId: course?.id ?? 1, courseTitle: course?.title ?? '' };
}
