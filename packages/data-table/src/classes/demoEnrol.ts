/** Demo-class enrolment (spec 2 "Classes and groups"): the payload and what follows success. */
import { asNumber, asString, pick, ROUTES, SIGNUP_PENDING, type DemoClassEnrolPayload } from '@yuno/core';

export function demoEnrolPayload(row: unknown, userId: number): DemoClassEnrolPayload {
  return {
    class_id: asNumber(pick(row, 'id')),
    instructor_id: asNumber(pick(row, 'instructor', 'id')),
    user_id: userId,
    start_date: asString(pick(row, 'start_date')),
    end_date: asString(pick(row, 'end_date')),
    class_title: asString(pick(row, 'title')),
    class_description: asString(pick(row, 'description')),
  };
}

/** Where to go after enrolling: /sign-up while the local sign-up flag is pending, else stay. */
export const afterEnrolPath = (signUpFlag: string | null): string | null => (signUpFlag === SIGNUP_PENDING ? ROUTES.signUp : null);
