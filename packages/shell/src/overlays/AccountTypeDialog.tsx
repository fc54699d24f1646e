/**
 * "Choose the type of account": the two account types compared with the spec's texts.
 * For a visitor the choice stores the landing-page record with the chosen role first.
 */
import { ACCOUNT_TYPES, CHOOSE_ACCOUNT_TITLE, STORAGE_KEYS, isLoggedIn, session } from '@yuno/core';
import { Dialog, buttonClassName } from '@yuno/ui';
import type { OverlayProps } from '@yuno/runtime';
import { landingRecord } from './landingRecord';
import { ACCOUNT_TYPE_TEXT } from './texts';

export function AccountTypeDialog({ onClose }: OverlayProps) {
  const remember = (role: 'org-admin' | 'instructor') => {
    if (!isLoggedIn()) session.setJSON(STORAGE_KEYS.landingPage, landingRecord(role, window.location, document.title));
  };

  return (
    <Dialog open onClose={onClose} title={CHOOSE_ACCOUNT_TITLE}>
      <ul className="yuno-account-types">
        {ACCOUNT_TYPES.map((type) => {
          const headingId = `yuno-account-type-${type.landingRole}`;
          return (
            <li key={type.title} className="yuno-account-type" aria-labelledby={headingId}>
              <h3 id={headingId} className="yuno-account-type__title">
                {type.title}
              </h3>
              <ul className="yuno-account-type__list">
                {type.can.map((text) => (
                  <li key={text} className="yuno-account-type__can">
                    <Mark ok />
                    {text}
                  </li>
                ))}
                {type.cannot.map((text) => (
                  <li key={text} className="yuno-account-type__cannot">
                    <Mark ok={false} />
                    <span className="yuno-visually-hidden">{ACCOUNT_TYPE_TEXT.cannotPrefix}: </span>
                    {text}
                  </li>
                ))}
              </ul>
              <a
                className={buttonClassName({ variant: type.landingRole === 'org-admin' ? 'primary' : 'secondary', block: true })}
                href={type.href}
                onClick={() => remember(type.landingRole)}
              >
                {ACCOUNT_TYPE_TEXT.actions[type.landingRole]}
              </a>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

function Mark({ ok }: { ok: boolean }) {
  return (
    <svg className="yuno-account-type__mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {ok ? (
        <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}
