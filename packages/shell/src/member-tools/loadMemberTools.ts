/** The signed-in header's tools: their own script in the browser bundles (a part), a plain module elsewhere. */
export const loadMemberTools = () => import('../parts/header-member-tools');

export type MemberTools = Awaited<ReturnType<typeof loadMemberTools>>;
