/**
 * The Generate Code item's panel: shows the referral code, or offers to create one when
 * there is none (the server says 204); generating shows a skeleton, then the code.
 * A failed generation is a 5 s danger toast with the server's message.
 */
import { useState } from 'react';
import { ERROR_MESSAGES, REFERRAL_TEXT, TOAST_DURATION_MS, api, getConfig, toast, type Role } from '@yuno/core';
import { Button, Skeleton } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import { CopyField } from '../shared/CopyField';
import { RetryMessage } from '../header/RetryMessage';

export const REFERRAL_PANEL_TEXT = {
  field: 'Your referral code',
  none: "You don't have a referral code yet.",
  loading: 'Loading your referral code…',
  failed: "Your referral code couldn't be loaded.",
} as const;

export function ReferralCodePanel({ role }: { role: Role }) {
  const { userId } = getConfig();
  const { data, error, isLoading, mutate } = useApi<unknown>(['referralCode', { userId }]);
  const [generating, setGenerating] = useState(false);
  const raw = data?.data && typeof data.data === 'object' ? (data.data as Record<string, unknown>).referral_code : '';
  const code = typeof raw === 'string' ? raw : '';

  const generate = async () => {
    setGenerating(true);
    try {
      await api.post('generateReferralCode', { user_id: userId, role });
      // Shared key: every widget showing the code gets it from this one new request.
      await mutate();
    } catch (failure) {
      toast((failure instanceof Error && failure.message) || ERROR_MESSAGES.common, 'danger', TOAST_DURATION_MS.error);
    } finally {
      setGenerating(false);
    }
  };

  if (isLoading || generating) {
    return (
      <div className="yuno-side-referral" role="status">
        <span className="yuno-visually-hidden">{REFERRAL_PANEL_TEXT.loading}</span>
        <Skeleton height={32} />
      </div>
    );
  }
  if (code) return <CopyField label={REFERRAL_PANEL_TEXT.field} value={code} className="yuno-side-referral" />;
  if (error && error.code !== 204) {
    return <RetryMessage message={REFERRAL_PANEL_TEXT.failed} onRetry={() => void mutate()} />;
  }
  return (
    <div className="yuno-side-referral">
      <p className="yuno-side-referral__none">{REFERRAL_PANEL_TEXT.none}</p>
      <Button size="sm" onClick={() => void generate()}>
        {REFERRAL_TEXT.generateCode}
      </Button>
    </div>
  );
}
