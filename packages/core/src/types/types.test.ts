import { describe, it, expect, expectTypeOf } from 'vitest';
import type { ApiEnvelope, ListModule, Role, SearchState, UserInfo, PaymentState, EnrolmentType } from './index';

// Interfaces have no runtime; these checks keep their shapes as the spec writes them.
describe('types', () => {
  it('Role is exactly the spec roles', () => {
    expectTypeOf<Role>().toEqualTypeOf<'Learner' | 'Instructor' | 'org-admin' | 'yuno-admin' | 'counsellor' | 'referrer'>();
    expectTypeOf<EnrolmentType>().toEqualTypeOf<'free' | 'regular' | 'subscription'>();
  });

  it('keeps the spec field names', () => {
    expectTypeOf<keyof UserInfo>().toEqualTypeOf<
      'role' | 'account_status' | 'is_signup_completed' | 'profile_img' | 'first_name' | 'yuno_display_name' | 'email' | 'has_org' | 'org_id' | 'current_state'
    >();
    expectTypeOf<keyof SearchState>().toEqualTypeOf<
      | 'text'
      | 'week_duration'
      | 'personalization'
      | 'category'
      | 'category_level_1'
      | 'category_level_2'
      | 'price'
      | 'availability'
      | 'academies'
      | 'limit'
      | 'offset'
    >();
    expectTypeOf<keyof ApiEnvelope<unknown>>().toEqualTypeOf<'code' | 'message' | 'data' | 'count'>();
    expectTypeOf<keyof ListModule<unknown>>().toEqualTypeOf<
      'loading' | 'error' | 'errorData' | 'success' | 'data' | 'count' | 'currentCount' | 'limit' | 'offset' | 'isLoadMore'
    >();
    expectTypeOf<PaymentState['payload']['user_id']>().toEqualTypeOf<number>();
    expect(true).toBe(true);
  });
});
