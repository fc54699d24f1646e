/**
 * The panel's body (see loadPanelBody): fetched when the person first acts on the page (the
 * press on See Availability starts it before its click opens the panel), and at once when a
 * choice stored before login waits to resume. After a failure, `load` tries again (the next opening, Try again).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, local } from '@yuno/core';
import { whenPersonActs } from '@yuno/runtime';
import { loadPanelBody, type PanelBody } from './loadPanelBody';

export interface PanelBodyState {
  body: PanelBody | null;
  failed: boolean;
  load: () => void;
}

// Any stored text counts: reading it properly is the body's job.
const choiceWaiting = () => local.get(STORAGE_KEYS.paymentState) !== null;

export function usePanelBody(): PanelBodyState {
  const [body, setBody] = useState<PanelBody | null>(null);
  const [failed, setFailed] = useState(false);
  const status = useRef<'none' | 'loading' | 'loaded' | 'failed'>('none');
  const live = useRef(true);

  const load = useCallback(() => {
    if (status.current === 'loading' || status.current === 'loaded') return;
    status.current = 'loading';
    setFailed(false);
    loadPanelBody().then(
      (part) => {
        status.current = 'loaded';
        if (live.current) setBody(part);
      },
      () => {
        status.current = 'failed';
        if (live.current) setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    live.current = true;
    // Only a first try: after a failure, the person's next opening tries again.
    const prefetch = () => status.current === 'none' && load();
    if (choiceWaiting()) prefetch();
    const cancel = whenPersonActs(prefetch);
    return () => {
      live.current = false;
      cancel();
    };
  }, [load]);

  return { body, failed, load };
}
