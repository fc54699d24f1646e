import { describe, expect, it } from 'vitest';
import { gateState, type GateInput } from './gate';

const input = (over: Partial<GateInput> = {}): GateInput => ({
  loggedIn: true,
  isLoading: false,
  failed: false,
  role: 'Learner',
  allowedRoles: [],
  ...over,
});

describe('gateState', () => {
  it('shows a loader while user info loads', () => {
    expect(gateState(input({ isLoading: true, role: null }))).toBe('loading');
  });
  it('lets everyone in with an empty list, visitors included', () => {
    expect(gateState(input())).toBe('open');
    expect(gateState(input({ loggedIn: false, role: null }))).toBe('open');
  });
  it('lets in a listed role (any case) and refuses the others and visitors', () => {
    expect(gateState(input({ allowedRoles: ['learner', 'Instructor'] }))).toBe('open');
    expect(gateState(input({ role: 'org-admin', allowedRoles: ['Learner'] }))).toBe('denied');
    expect(gateState(input({ loggedIn: false, role: null, allowedRoles: ['Learner'] }))).toBe('denied');
  });
  it('reports a failed user info', () => {
    expect(gateState(input({ failed: true, role: null }))).toBe('error');
  });
});
