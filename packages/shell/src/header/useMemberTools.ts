/**
 * The signed-in header's tools (see loadMemberTools), fetched as soon as the page says
 * someone is signed in, alongside their user info rather than after it. `settled` turns
 * true at the first outcome (the header shows its loader until then); after a failure,
 * `retry` tries again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadMemberTools, type MemberTools } from '../member-tools/loadMemberTools';

export interface MemberToolsState {
  tools: MemberTools | null;
  failed: boolean;
  settled: boolean;
  retry: () => void;
}

export function useMemberTools(signedIn: boolean): MemberToolsState {
  const [tools, setTools] = useState<MemberTools | null>(null);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);

  const load = useCallback(() => {
    setFailed(false);
    loadMemberTools().then(
      (part) => {
        if (!live.current) return;
        setTools(part);
        setFailed(false);
      },
      () => {
        if (live.current) setFailed(true);
      },
    );
  }, []);

  // Once failed, a retry in flight keeps the header as it is (Logout reachable), not its loader.
  const settled = useRef(false);
  if (tools || failed) settled.current = true;

  useEffect(() => {
    live.current = true;
    if (signedIn) load();
    return () => {
      live.current = false;
    };
  }, [signedIn, load]);

  return { tools, failed, settled: settled.current, retry: load };
}
