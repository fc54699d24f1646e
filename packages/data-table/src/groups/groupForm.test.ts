import { describe, expect, it } from 'vitest';
import {
  createGroupPayload,
  groupLearnersPayload,
  learnerOf,
  learnersError,
  membersChangeError,
  membersOf,
  renamePayload,
  titleError,
  withLearner,
} from './groupForm';

const asha = { id: 6001, name: 'Asha Rao', email: 'asha@example.com' };
const ben = { id: 6002, name: 'Ben Das', email: 'ben@example.com' };
const cy = { id: 6003, name: 'Cy Roy', email: 'cy@example.com' };

describe('group form rules', () => {
  it('a title must not be blank', () => {
    expect(titleError('')).toBe('Field should not be blank');
    expect(titleError('   ')).toBe('Field should not be blank');
    expect(titleError('IELTS evening')).toBeNull();
  });

  it('at least 1 learner, picked from the list', () => {
    expect(learnersError([])).toBe('Please add at least 1 learner from list');
    expect(learnersError([asha])).toBeNull();
    expect(learnersError([asha], 'Zed')).toBe('Please select the user from list');
  });

  it('changing members needs a change and keeps at least one learner', () => {
    expect(membersChangeError(groupLearnersPayload(1, [asha], [asha]), [asha])).toBe('Please add at least 1 learner from list');
    expect(membersChangeError(groupLearnersPayload(1, [asha], []), [])).toBe('Please add at least 1 learner from list');
    expect(membersChangeError(groupLearnersPayload(1, [asha], [asha, ben]), [asha, ben])).toBeNull();
    expect(membersChangeError(groupLearnersPayload(1, [asha], [asha, ben]), [asha, ben], 'half typed')).toBe('Please select the user from list');
  });
});

describe('group payloads', () => {
  it('create: title, owner_id, role, access rw, user_ids', () => {
    expect(createGroupPayload('  Band 7  ', [asha, ben], 4201, 'Instructor')).toEqual({
      title: 'Band 7',
      owner_id: 4201,
      role: 'Instructor',
      access: 'rw',
      user_ids: [6001, 6002],
    });
  });

  it('add learners: add_user_ids, delete_user_ids, group_id', () => {
    expect(groupLearnersPayload(9001, [asha, ben], [ben, cy])).toEqual({ add_user_ids: [6003], delete_user_ids: [6001], group_id: 9001 });
  });

  it('rename: title, group_id', () => {
    expect(renamePayload(9001, ' New name ')).toEqual({ title: 'New name', group_id: 9001 });
  });
});

describe('learners from data', () => {
  it('reads members defensively and adds a learner once', () => {
    expect(membersOf({ user: [{ id: 6001, name: 'Asha Rao', email: 'a@x' }, { id: 0 }, 'x', { id: '6002' }] })).toEqual([
      { id: 6001, name: 'Asha Rao', email: 'a@x' },
      { id: 6002, name: '#6002', email: '' },
    ]);
    expect(membersOf(null)).toEqual([]);
    expect(learnerOf({ id: -3 })).toBeNull();
    expect(withLearner([asha], asha)).toEqual([asha]);
    expect(withLearner([asha], ben)).toEqual([asha, ben]);
  });
});
