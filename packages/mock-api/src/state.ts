/**
 * Per-session mutable state. Every change a request makes (a generated referral code, a
 * new group, a deleted class, the active organisation …) lives in the state of its session,
 * created lazily from the fixtures, so parallel browser tests never see each other's changes.
 */
import type { Group } from '../../core/src/types';
import { instructorGroups } from './fixtures/learners';
import { initialReferralCodes } from './fixtures/users';

export const DEFAULT_SESSION = 'default';

export interface IssuedToken {
  userId: number;
  minutes: number;
}

export interface SessionState {
  referralCodes: Map<number, string>;
  /** Tokens handed out by the refresh call. */
  tokens: Map<string, IssuedToken>;
  /** User id to active organisation id (set by the organisation switch). */
  activeOrg: Map<number, number>;
  /** Groups per instructor, copied from the fixtures on first use. */
  groups: Map<number, Group[]>;
  deletedClassIds: Set<number>;
  /** `${userId}:${classId}` of demo-class enrolments. */
  demoEnrolments: Set<string>;
  counters: { token: number; group: number };
}

const sessions = new Map<string, SessionState>();

function createState(): SessionState {
  return {
    referralCodes: new Map(Object.entries(initialReferralCodes).map(([id, code]) => [Number(id), code])),
    tokens: new Map(),
    activeOrg: new Map(),
    groups: new Map(),
    deletedClassIds: new Set(),
    demoEnrolments: new Set(),
    counters: { token: 0, group: 0 },
  };
}

export function getSessionState(sessionId: string = DEFAULT_SESSION): SessionState {
  const key = sessionId || DEFAULT_SESSION;
  let state = sessions.get(key);
  if (!state) {
    state = createState();
    sessions.set(key, state);
  }
  return state;
}

/** Forgets one session's changes, or every session's. */
export function resetMockState(sessionId?: string): void {
  if (sessionId === undefined) sessions.clear();
  else sessions.delete(sessionId);
}

/** The instructor's groups in this session, seeded from the fixtures on first use. */
export function sessionGroups(state: SessionState, instructorId: number, now: Date | number): Group[] {
  let groups = state.groups.get(instructorId);
  if (!groups) {
    groups = instructorGroups(instructorId, now).map((g) => ({ ...g, user: g.user.map((u) => ({ ...u })) }));
    state.groups.set(instructorId, groups);
  }
  return groups;
}
