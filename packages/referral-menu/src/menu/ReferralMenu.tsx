import { useEffect, useId, useRef, useState } from 'react';
import {
  api,
  defineRoutes,
  ERROR_MESSAGES,
  getConfig,
  referralRoutes,
  isApiError,
  RESPONSE_CODE,
  REFERRAL_TEXT,
  safeUrl,
  toast,
  TOAST_DURATION_MS,
  type Referral,
} from '@yuno/core';
import { Button, copyText, getActiveElement, Skeleton } from '@yuno/ui';
import { useApi, useHeldByGate, useUserInfo } from '@yuno/runtime';
import { canGenerate, itemsFor, titleFor } from './referralItems';

defineRoutes(referralRoutes);

export interface ReferralMenuProps {
  /** Heading level of the title (2 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The referral menu: the user's referral code with a Copy link, a Generate Code action for
 * a Learner without one, and the Earnings and How it works items for the roles they are for.
 */
export function ReferralMenu({ headingLevel = 2 }: ReferralMenuProps) {
  const info = useUserInfo();
  const { loggedIn, user, isLoading, error: userError, retry: retryUser, timeLeft } = info;
  const { userId } = getConfig();
  const codeKey = ['referralCode', { userId }] as const;
  // Behind the page gate ('Not authorized') the menu is hidden: it asks for nothing.
  const held = useHeldByGate(info);
  const code = useApi<Partial<Referral>>(loggedIn && user && !held ? codeKey : null, { timeout: timeLeft });
  const [generating, setGenerating] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  const focusAfterGenerating = useRef(false);
  const id = useId().replace(/:/g, '');

  // Generate Code gives way to a skeleton: once it is done, the focus it had goes to the new
  // code (or back to the button after a failure) instead of staying lost on the page.
  useEffect(() => {
    if (generating || !focusAfterGenerating.current) return;
    focusAfterGenerating.current = false;
    const active = getActiveElement(document);
    if (!active || active === document.body) (fieldRef.current ?? generateRef.current)?.focus();
  }, [generating]);
  const Heading = `h${headingLevel}` as 'h2';

  if (!loggedIn || held) return null;
  const role = user?.role ?? null;
  const referralCode = typeof code.data?.data?.referral_code === 'string' ? code.data.data.referral_code.trim() : '';
  // 204 in the body: this user has no code yet.
  const noCode = (code.data !== undefined && !referralCode) || (isApiError(code.error) && code.error.code === RESPONSE_CODE.noContent);

  const generate = async () => {
    focusAfterGenerating.current = true;
    setGenerating(true);
    try {
      const answer = await api.post('generateReferralCode', { user_id: userId, role });
      if (answer.code !== RESPONSE_CODE.created) throw new Error(answer.message);
      await code.mutate();
    } catch (error) {
      // The server's message, in a red toast for 5 s.
      toast(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.common, 'danger', TOAST_DURATION_MS.error);
    } finally {
      setGenerating(false);
    }
  };

  // The toast region is a polite live region: the confirmation is announced too.
  const copy = () => void copyText(referralCode, fieldRef.current);

  let body;
  if (isLoading || generating || (code.isLoading && !code.data)) {
    body = <Skeleton className="yuno-referral__skeleton" height={40} />;
  } else if (userError || (code.error && !noCode)) {
    const failure = userError ?? code.error;
    body = (
      <div className="yuno-referral__error" role="alert">
        <p>{failure?.message}</p>
        <Button variant="secondary" size="sm" onClick={() => (userError ? retryUser() : void code.mutate())}>
          Try again
        </Button>
      </div>
    );
  } else if (noCode) {
    body = canGenerate(role) ? (
      <Button ref={generateRef} onClick={generate}>
        {REFERRAL_TEXT.generateCode}
      </Button>
    ) : (
      <p className="yuno-referral__note">No referral code yet.</p>
    );
  } else {
    body = (
      <div className="yuno-referral__code">
        <label htmlFor={`${id}-code`} className="yuno-referral__label">
          Your referral code
        </label>
        <div className="yuno-referral__field">
          <input ref={fieldRef} id={`${id}-code`} className="yuno-referral__input" readOnly value={referralCode} />
          <button type="button" className="yuno-referral__copy" aria-label={`${REFERRAL_TEXT.copy} referral code`} onClick={copy}>
            {REFERRAL_TEXT.copy}
          </button>
        </div>
      </div>
    );
  }

  const items = itemsFor(role);
  return (
    <section className="yuno-referral" aria-labelledby={`${id}-title`} aria-busy={generating || undefined}>
      <Heading id={`${id}-title`} className="yuno-referral__title">
        {titleFor(role)}
      </Heading>
      {body}
      {items.length > 0 ? (
        <ul className="yuno-referral__items">
          {items.map((item) => (
            <li key={item.href}>
              <a className="yuno-referral__item" href={safeUrl(item.href)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
