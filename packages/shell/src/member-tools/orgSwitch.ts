/**
 * The organisation switcher (spec 1 §2, §4): only for an org-admin with more than one
 * organisation. The choice posts user_id and org_id; code 201 clears session storage and
 * reloads; any other answer is only logged.
 */
import { navigation, RESPONSE_CODE, api, session, type UserInfo } from '@yuno/core';

export const showsOrgSwitcher = (user: UserInfo) => user.role === 'org-admin' && user.org_id.length > 1;

export async function switchOrganization(userId: number, orgId: number): Promise<boolean> {
  try {
    const answer = await api.post('switchOrganization', { user_id: userId, org_id: orgId });
    if (answer.code === RESPONSE_CODE.created) {
      session.clear();
      navigation.reload();
      return true;
    }
    console.info(`[yuno] organisation switch answered ${answer.code}: ${answer.message}`);
  } catch (error) {
    console.info('[yuno] organisation switch failed', error);
  }
  return false;
}
