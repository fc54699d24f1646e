/**
 * An instructor's referral code (read-only, with Copy) and the invite-link dialog (500 px),
 * whose failure shows the server's message, else the common one.
 */
import { useState } from 'react';
import { ERROR_MESSAGES, defineRoutes, getConfig, referralRoutes } from '@yuno/core';
import { Button, Dialog, Skeleton } from '@yuno/ui';
import { useApi, useUserInfo } from '@yuno/runtime';
import { CopyField } from '../shared/CopyField';
import { RetryMessage } from '../shared/RetryMessage';
import { memberToolsRoutes } from './routes';

defineRoutes(referralRoutes, memberToolsRoutes);

export const INSTRUCTOR_TEXT = {
  referralCode: 'Referral code',
  inviteButton: 'Invite link',
  inviteTitle: 'Invite link',
  inviteLead: 'Share this link to invite learners to Yuno.',
  inviteField: 'Invite link',
  loading: 'Loading…',
} as const;

const stringField = (data: unknown, key: string) => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

const CONTROL = 'var(--yuno-control-height-sm)';

/** The referral field's place while the code loads: its label line and its field-and-Copy row. */
function ReferralHold() {
  return (
    <div className="yuno-copy yuno-referral" aria-hidden="true">
      <span className="yuno-copy__label">&nbsp;</span>
      <Skeleton height={CONTROL} />
    </div>
  );
}

export function InstructorTools() {
  const { userId } = getConfig();
  const [inviteOpen, setInviteOpen] = useState(false);
  const referral = useApi<unknown>(['referralCode', { userId }], { timeout: useUserInfo().timeLeft });
  const code = stringField(referral.data?.data, 'referral_code');
  return (
    <div className="yuno-instructor-tools">
      {code ? (
        <CopyField label={INSTRUCTOR_TEXT.referralCode} value={code} className="yuno-referral" />
      ) : referral.isLoading ? (
        <span className="yuno-referral__loading" role="status">
          <span className="yuno-visually-hidden">{INSTRUCTOR_TEXT.loading}</span>
          <ReferralHold />
        </span>
      ) : null}
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setInviteOpen(true)}>
        {INSTRUCTOR_TEXT.inviteButton}
      </Button>
      {inviteOpen ? <InviteLinkDialog userId={userId} onClose={() => setInviteOpen(false)} /> : null}
    </div>
  );
}

function InviteLinkDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useApi<unknown>(['inviteLink', { userId }]);
  const link = stringField(data?.data, 'invitation_link');
  return (
    <Dialog open onClose={onClose} title={INSTRUCTOR_TEXT.inviteTitle} width={500}>
      {error || (!isLoading && !link) ? (
        <RetryMessage message={(error?.message || ERROR_MESSAGES.common).trim()} onRetry={() => void mutate()} />
      ) : !link ? (
        <p className="yuno-invite__loading" role="status">
          {INSTRUCTOR_TEXT.loading}
        </p>
      ) : (
        <div className="yuno-invite">
          <p className="yuno-invite__lead">{INSTRUCTOR_TEXT.inviteLead}</p>
          <CopyField label={INSTRUCTOR_TEXT.inviteField} value={link} hideLabel />
        </div>
      )}
    </Dialog>
  );
}
