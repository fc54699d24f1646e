/** The page config of a demo user of the embed contract (picked with `?as=ROLE`). */
import { demoUsers, type DemoRole } from '@yuno/mock-api';

/** The page config a real site would print for this user. */
export function pageConfig(role: DemoRole, origin: string) {
  const user = (demoUsers as Record<string, { id: number; token: string }>)[role];
  return {
    apiBase: '/wp-json/yuno',
    env: 'local',
    userId: user?.id ?? 0,
    token: user?.id ? user.token : '',
    loginUrl: `${origin}/demo-login/`,
    googleClientId: 'demo-client-id',
    chatNumber: '919876543210',
    notificationBar: { text: 'Free summer workshops for kids: coding, maths and more.', url: '/free-summer-workshops-for-kids/' },
    emptyStateMessage: 'No courses match these filters. Try fewer filters or another category.',
  };
}
