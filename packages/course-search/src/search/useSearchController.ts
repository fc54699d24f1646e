/**
 * The search page's state machine in one place: where the first state comes from (the
 * address, else the learner's category, within the page's fixed category), every change
 * through the reducer, the address kept in step, and the page delay.
 */
import { useLayoutEffect, useReducer, useState } from 'react';
import { createDefaultSearchState, type SearchState } from '@yuno/core';
import { createSearchReducer, constrain, pageForOffset, pageWithinResults, resetCategory, type SearchAction, type SearchConstraints } from './searchState';
import { decodeSearchState, sameSearchState, type DecodedState } from './urlState';
import { useAddressSync } from './useAddressSync';
import { usePageChange } from './usePageChange';

export interface ControllerInput {
  /** The page's fixed category, if any. */
  fixedId: number | null;
  /** The learner's category and whether it is known yet. */
  learner: { id: number | null; settled: boolean };
  /** Whether the address had a state when the page loaded. */
  landing: DecodedState;
}

export function readLanding(): DecodedState {
  try {
    return decodeSearchState(location.search);
  } catch {
    return { found: false };
  }
}

export function useSearchController({ fixedId, learner, landing }: ControllerInput) {
  const constraints: SearchConstraints = { category: fixedId };
  const reducer = createSearchReducer(constraints);
  const initialState = (): SearchState => {
    const base = landing.found ? landing.state : createDefaultSearchState({ category: learner.id ? [learner.id] : [] });
    return constrain(base, constraints);
  };

  // The first state is settled once the learner's category is known (when it matters);
  // until then no results are asked for, so the first request is the right one. Settled from
  // the start when nothing is to wait for, else at the commit that brings the category, so
  // the request leaves before the next paint.
  const settled = landing.found || learner.settled;
  const [state, dispatch] = useReducer(reducer, undefined, () => (settled ? initialState() : createDefaultSearchState()));
  const [ready, setReady] = useState(settled);
  // Only states the user made are written to the address (not the first one, not Back/Forward).
  const [write, setWrite] = useState(false);
  const resetTo = resetCategory(constraints, landing.found ? landing.state.category : []);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every commit until the first state is settled; once `ready`, it returns at once.
  useLayoutEffect(() => {
    if (!settled || ready) return;
    const first = initialState();
    if (!sameSearchState(first, state)) dispatch({ type: 'replace', state: first });
    setReady(true);
  });

  const pageChange = usePageChange(pageForOffset(state.offset, state.limit), (page) => {
    setWrite(true);
    dispatch({ type: 'page', page });
  });

  /** A change the user made: a new filter, so any page still waiting is dropped. */
  const change = (action: SearchAction) => {
    pageChange.cancel();
    setWrite(true);
    dispatch(action);
  };

  useAddressSync(state, {
    write,
    onPopState: (decoded) => {
      pageChange.cancel();
      setWrite(false);
      dispatch({ type: 'replace', state: decoded.found ? constrain(decoded.state, constraints) : initialState() });
    },
  });

  return {
    state,
    ready,
    resetTo,
    change,
    clear: () => change({ type: 'reset', category: resetTo }),
    page: pageChange.page,
    goToPage: pageChange.goTo,
    /** Called with each answer's count: an offset past it shows the last page instead of nothing. */
    fitToCount: (count: number) => {
      const page = pageWithinResults(state.offset, state.limit, count);
      if (page !== null) dispatch({ type: 'page', page });
    },
  };
}
