/** The page config of a demo user of the embed contract (picked with `?as=ROLE`). */
import { demoUsers, type DemoRole } from '@yuno/mock-api';

export const demoUser = (role: DemoRole) => (demoUsers as Record<string, { id: number; token: string } | undefined>)[role];

/** The page config a real site would print for this user, with the answers the page preloads. */
export function pageConfig(role: DemoRole, origin: string, preload: Record<string, unknown> = {}) {
  const user = demoUser(role);
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
    ...(Object.keys(preload).length ? { preload } : {}),
  };
}
