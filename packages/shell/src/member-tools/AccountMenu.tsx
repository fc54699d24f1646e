/**
 * The account dropdown (menu button pattern): the profile (image, display name, email,
 * role) heads the open menu, then the spec's items.
 */
import { useState } from 'react';
import type { UserInfo } from '@yuno/core';
import { MenuButton } from '@yuno/ui';
import { Avatar } from '../shared/Avatar';
import { accountItems } from './accountMenu';
import { switchAccount } from './switchAccount';

export function AccountMenu({ user }: { user: UserInfo }) {
  const [open, setOpen] = useState(false);
  const name = user.yuno_display_name || user.first_name || user.email;
  const items = accountItems(user.role).map((item) => ({
    id: item.id,
    label: item.label,
    href: item.href || undefined,
    disabled: item.disabled,
    note: item.note,
    onSelect: item.href === undefined ? () => void switchAccount() : undefined,
  }));
  return (
    <div className={`yuno-account${open ? ' yuno-account--open' : ''}`}>
      <MenuButton
        label={`Account: ${[name, user.email, user.role].filter(Boolean).join(', ')}`}
        buttonContent={
          <span className="yuno-account__button">
            <Avatar src={user.profile_img} name={name} size={32} />
            <span className="yuno-account__name">{name}</span>
          </span>
        }
        buttonClassName="yuno-account__trigger"
        items={items}
        align="end"
        onOpenChange={setOpen}
      />
      {open ? (
        <div className="yuno-account__profile" aria-hidden="true">
          <Avatar src={user.profile_img} name={name} size={40} />
          {/* Name and email can be cut with an ellipsis: the title shows the whole value. */}
          <span className="yuno-account__details">
            <span className="yuno-account__profile-name" title={name}>
              {name}
            </span>
            <span className="yuno-account__email" title={user.email}>
              {user.email}
            </span>
            <span className="yuno-account__role">{user.role}</span>
          </span>
        </div>
      ) : null}
    </div>
  );
}
