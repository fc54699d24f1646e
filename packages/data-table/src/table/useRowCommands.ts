/** Commands on rows: which dialog is open, and the demo-class enrolment that needs none. */
import { useState } from 'react';
import { navigation, api, local, session, STORAGE_KEYS, TOAST_MESSAGES } from '@yuno/core';
import type { RowCommand } from '../config/types';
import { afterEnrolPath, demoEnrolPayload } from '../classes/demoEnrol';
import { send } from '../groups/send';
import type { Row } from './useViewRows';

export type OpenDialog = { command: Exclude<RowCommand, 'enrolDemo'>; row: Row } | { command: 'createGroup' } | null;

export interface RowCommandOptions {
  userId: number;
  keyOf: (row: Row) => string;
  /** Replaces one row in the rows shown. */
  patch: (key: string, change: (row: Row) => Row) => void;
}

export function useRowCommands({ userId, keyOf, patch }: RowCommandOptions) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [running, setRunning] = useState<{ key: string; command: RowCommand } | null>(null);

  const enrolDemo = async (row: Row) => {
    const key = keyOf(row);
    setRunning({ key, command: 'enrolDemo' });
    const done = await send(() => api.post('enrollDemoClass', demoEnrolPayload(row, userId)), TOAST_MESSAGES.enrolled, 'common');
    setRunning(null);
    if (!done) return;
    local.remove(STORAGE_KEYS.demoState);
    patch(key, (r) => ({ ...r, is_enrolled: true }));
    const next = afterEnrolPath(local.get(STORAGE_KEYS.signUpFlag));
    if (next) {
      // The path left behind is kept as the return state (as the header's login does), so
      // sign-up can bring the learner back here.
      session.set(STORAGE_KEYS.returnState, `${location.pathname}${location.search}`);
      navigation.go(next);
    }
  };

  const run = (command: RowCommand, row: Row) => {
    if (command === 'enrolDemo') void enrolDemo(row);
    else setDialog({ command, row });
  };

  return { dialog, setDialog, running, run, close: () => setDialog(null) };
}
