/** A complete user-info record for unit tests; each test overrides what it is about. */
import type { UserInfo } from '@yuno/core';

export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    role: 'Learner',
    account_status: 'active',
    is_signup_completed: 'completed',
    profile_img: '/avatar.svg',
    first_name: 'Asha',
    yuno_display_name: 'Asha Rao',
    email: 'asha@example.com',
    has_org: false,
    org_id: [],
    current_state: { org_id: 0 },
    ...overrides,
  };
}
