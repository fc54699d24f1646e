/**
 * Menu button listing the org-admin's organisations; the active one is marked. Its name
 * holds the text it shows (the active organisation, else "Switch organisation"), so a
 * person using voice control can say what they see.
 */
import { useState } from 'react';
import { getConfig, type UserInfo } from '@yuno/core';
import { MenuButton } from '@yuno/ui';
import { Avatar } from '../shared/Avatar';
import { switchOrganization } from './orgSwitch';

export const ORG_TEXT = {
  label: 'Switch organisation',
  current: '(current)',
  switching: 'Switching organisation…',
} as const;

export function OrgSwitcher({ user }: { user: UserInfo }) {
  const [busy, setBusy] = useState(false);
  const activeId = user.current_state.org_id;
  const active = user.org_id.find((o) => o.id === activeId);
  const choose = async (orgId: number) => {
    if (orgId === activeId || busy) return;
    setBusy(true);
    const switched = await switchOrganization(getConfig().userId, orgId);
    if (!switched) setBusy(false);
  };
  return (
    <div className="yuno-org" aria-busy={busy || undefined}>
      <MenuButton
        label={`${ORG_TEXT.label}${active ? `: ${active.name}` : ''}`}
        buttonContent={
          <span className="yuno-org__button">
            {active ? <Avatar src={active.image} name={active.name} size={24} /> : null}
            <span className="yuno-org__name">{active ? active.name : ORG_TEXT.label}</span>
          </span>
        }
        buttonClassName="yuno-org__trigger"
        items={user.org_id.map((org) => ({
          id: `org-${org.id}`,
          label: org.id === activeId ? `${org.name} ${ORG_TEXT.current}` : org.name,
          onSelect: () => void choose(org.id),
        }))}
      />
      {busy ? (
        <span className="yuno-visually-hidden" role="status">
          {ORG_TEXT.switching}
        </span>
      ) : null}
    </div>
  );
}
