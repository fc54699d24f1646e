/**
 * The enrolment hand-off shared by both widgets (spec 2 §4 "Clicking Enroll" and the
 * return after login): checks the enrolment status, asks for a plan when the batch is a
 * subscription, saves the payment state and goes to checkout, or saves it and asks for
 * login. After login the stored choice is resumed once per page, on the page (and course)
 * it was made for. A failed status check shows nothing (spec 2 §7): the loader goes.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ENROLMENT_ERROR_MESSAGE,
  ROUTES,
  TOAST_DURATION_MS,
  events,
  getConfig,
  isLoggedIn,
  toast,
  type Batch,
  type PaymentState,
  type SubscriptionOption,
  navigation,
} from '@yuno/core';
import { useUserInfo } from '@yuno/runtime';
import { buildEnrolmentPayload, type EnrolmentCourse } from './enrolmentPayload';
import { enrolmentAmount, enrolmentType } from './enrolmentType';
import { createPaymentState, handOffToCheckout } from './paymentState';
import { loadPaymentState, removePaymentState, savePaymentState } from './paymentStorage';
import { afterStatusCheck, resumeStep } from './resumeDecision';
import { isEnrolled } from './enrolmentStatus';
import { claimOncePerPage } from '../shared/oncePerPage';
import { AlreadyEnrolledDialog } from './AlreadyEnrolledDialog';
import { SubscriptionDialog } from './SubscriptionDialog';
import { StorageBlockedDialog } from './StorageBlockedDialog';
import { CheckingOverlay } from './CheckingOverlay';

interface Choice {
  batch: Batch;
  course: EnrolmentCourse;
  plan?: SubscriptionOption;
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'choosePlan'; choice: Choice }
  | { kind: 'alreadyEnrolled' }
  | { kind: 'storageBlocked'; choice: Choice }
  /** On the way to checkout: the overlay stays until the page changes. */
  | { kind: 'leaving' };

export const RESUME_CLAIM = 'enrolment-resume';

const failed = () => toast(ENROLMENT_ERROR_MESSAGE, 'danger', TOAST_DURATION_MS.error);

export interface Enrolment {
  enrol: (batch: Batch, course: EnrolmentCourse) => void;
  /** The dialogs and the loading overlay; render once in the widget. */
  view: ReactNode;
}

/** `courseId`: the course the widget shows, if it shows one (a choice resumes only for it). */
export function useEnrolment(courseId?: number): Enrolment {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const stageRef = useRef(stage);
  stageRef.current = stage;
  const { user } = useUserInfo();

  const toCheckout = useCallback((state: PaymentState, choice: Choice) => {
    if (!savePaymentState(handOffToCheckout(state, getConfig().userId))) {
      setStage({ kind: 'storageBlocked', choice });
      return;
    }
    setStage({ kind: 'leaving' });
    navigation.go(ROUTES.checkout);
  }, []);

  /** Builds and stores the payment state, then checkout (logged in) or login (logged out). */
  const handOff = useCallback(
    (choice: Choice) => {
      const { batch, course, plan } = choice;
      const type = enrolmentType(batch);
      const amount = enrolmentAmount(batch, plan);
      // A plan whose total could not be read is not taken for free either.
      if (amount === null) {
        setStage({ kind: 'idle' });
        return failed();
      }
      const payload = buildEnrolmentPayload({ batch, course, userId: getConfig().userId, type, amount });
      const state = createPaymentState({ batch, course, payload, type, redirectURL: navigation.currentPath() });
      if (isLoggedIn()) return toCheckout(state, choice);
      if (!savePaymentState(state)) {
        setStage({ kind: 'storageBlocked', choice });
        return;
      }
      setStage({ kind: 'idle' });
      events.emit('login:request', { mode: 'login', reason: 'enrol' });
    },
    [toCheckout],
  );

  const continueByType = useCallback(
    (choice: Choice) => {
      if (enrolmentType(choice.batch) === 'subscription') setStage({ kind: 'choosePlan', choice });
      else handOff(choice);
    },
    [handOff],
  );

  const enrol = useCallback(
    (batch: Batch, course: EnrolmentCourse) => {
      if (stageRef.current.kind !== 'idle') return;
      // A price the server sent unreadable is not taken for free: nothing is handed on.
      if (batch.price === null) return failed();
      const choice = { batch, course };
      if (!isLoggedIn()) return continueByType(choice);
      setStage({ kind: 'checking' });
      isEnrolled(course.id, getConfig().userId).then(
        (enrolled) => (enrolled ? setStage({ kind: 'alreadyEnrolled' }) : continueByType(choice)),
        () => setStage({ kind: 'idle' }),
      );
    },
    [continueByType],
  );

  // Back from login with a stored choice: resume it once per page, when user info first
  // arrives, whichever widget of the place it was made for hears first. (The user object is
  // new on every render, so only its arrival counts.)
  const userArrived = user !== null;
  useEffect(() => {
    if (!userArrived) return;
    const { userId } = getConfig();
    const stored = loadPaymentState();
    const step = resumeStep(stored, userId, { path: window.location.pathname, courseId, now: Date.now() });
    if (step.kind === 'none' || !stored || !claimOncePerPage(RESUME_CLAIM)) return;
    if (step.kind === 'discard') {
      removePaymentState();
      return;
    }
    setStage({ kind: 'checking' });
    isEnrolled(step.courseId, userId).then(
      (enrolled) => {
        if (afterStatusCheck(enrolled) === 'alert') {
          removePaymentState();
          setStage({ kind: 'alreadyEnrolled' });
        } else {
          toCheckout(stored, { batch: stored.batch, course: { id: stored.course.id, title: stored.course.title ?? '' } });
        }
      },
      // The stored choice stays, so the next load of this page tries again.
      () => setStage({ kind: 'idle' }),
    );
  }, [userArrived, toCheckout, courseId]);

  const close = () => setStage({ kind: 'idle' });

  const view = (
    <>
      <CheckingOverlay active={stage.kind === 'checking' || stage.kind === 'leaving'} />
      <AlreadyEnrolledDialog open={stage.kind === 'alreadyEnrolled'} onClose={close} />
      <SubscriptionDialog
        open={stage.kind === 'choosePlan'}
        plans={stage.kind === 'choosePlan' ? stage.choice.batch.subscription : []}
        onSelect={(plan) => stage.kind === 'choosePlan' && handOff({ ...stage.choice, plan })}
        onClose={close}
      />
      <StorageBlockedDialog
        open={stage.kind === 'storageBlocked'}
        batchName={stage.kind === 'storageBlocked' ? stage.choice.batch.batch_name : ''}
        loggedIn={isLoggedIn()}
        onAction={() => {
          if (stage.kind !== 'storageBlocked') return;
          if (isLoggedIn()) return handOff(stage.choice);
          setStage({ kind: 'idle' });
          events.emit('login:request', { mode: 'login', reason: 'enrol' });
        }}
        onClose={close}
      />
    </>
  );

  return { enrol, view };
}
