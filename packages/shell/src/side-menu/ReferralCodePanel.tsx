/**
 * The Generate Code item's panel: shows the referral code, or offers to create one when
 * there is none (the server says 204); generating shows a skeleton, then the code.
 * A failed generation is a 5 s danger toast with the server's message.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES, REFERRAL_TEXT, TOAST_DURATION_MS, api, defineRoutes, getConfig, referralRoutes, toast, type Role } from '@yuno/core';
import { Button, Skeleton } from '@yuno/ui';
import { useApi } from '@yuno/runtime';
import { CopyField } from '../shared/CopyField';
import { RetryMessage } from '../shared/RetryMessage';
import { focusedIn, tabStops } from './focusStops';

defineRoutes(referralRoutes);

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
  const boxRef = useRef<HTMLDivElement>(null);
  // Set when generating starts from the focused button: focus follows what replaces it.
  const keepFocus = useRef(false);
  const raw = data?.data && typeof data.data === 'object' ? (data.data as Record<string, unknown>).referral_code : '';
  const code = typeof raw === 'string' ? raw : '';

  const generate = async () => {
    keepFocus.current = !!boxRef.current?.contains(focusedIn(boxRef.current));
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

  // Done: if the focused button was replaced (by the code, or a load failure), focus
  // what replaced it. After a failed generation the button is still there, focused.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (generating || !keepFocus.current || !box) return;
    keepFocus.current = false;
    if (!box.contains(focusedIn(box))) tabStops(box)[0]?.focus();
  }, [generating]);

  const loading = (
    <div className="yuno-side-referral" role="status">
      <span className="yuno-visually-hidden">{REFERRAL_PANEL_TEXT.loading}</span>
      <Skeleton height={32} />
    </div>
  );
  // While generating, the skeleton takes the text's place and the button stays, busy:
  // replacing the button would drop keyboard focus to the page.
  const offer = (
    <div className="yuno-side-referral">
      {generating ? loading : <p className="yuno-side-referral__none">{REFERRAL_PANEL_TEXT.none}</p>}
      <Button size="sm" loading={generating} onClick={() => void generate()}>
        {REFERRAL_TEXT.generateCode}
      </Button>
    </div>
  );
  let shown = offer;
  if (!generating) {
    if (isLoading) shown = loading;
    else if (code) shown = <CopyField label={REFERRAL_PANEL_TEXT.field} value={code} className="yuno-side-referral" />;
    else if (error && error.code !== 204) shown = <RetryMessage message={REFERRAL_PANEL_TEXT.failed} onRetry={() => void mutate()} />;
  }
  return <div ref={boxRef}>{shown}</div>;
}
