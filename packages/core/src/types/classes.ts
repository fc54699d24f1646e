/** Classes and groups (spec 2, section 3). */

export interface ClassSchedulePayload {
  ClassTitle: string;
  ClassDescription: string;
  ClassDate: string;
  ClassTime: string;
  ClassDuration: number | string;
  classSchedule: unknown;
  learner: Array<number | string>;
  RelatedCourses: number | string;
  BatchID: number | string;
  academy_id: number | string;
}

export interface NewClassTitlePayload {
  instructor_id: number;
  title: string;
}

export interface DemoClassEnrolPayload {
  class_id: number;
  instructor_id: number;
  user_id: number;
  start_date: string;
  end_date: string;
  class_title: string;
  class_description: string;
}

export interface GroupUser {
  id?: number;
  name?: string;
  email?: string;
  image?: string;
  [key: string]: unknown;
}

export interface Group {
  group_id: number;
  group_name: string;
  group_created_time: string;
  total_users: number;
  user: GroupUser[];
}

export interface CreateGroupPayload {
  title: string;
  owner_id: number;
  role: string;
  access: 'rw';
  user_ids: number[];
}

export interface AddGroupLearnersPayload {
  add_user_ids: number[];
  delete_user_ids: number[];
  group_id: number;
}

export interface UpdateGroupTitlePayload {
  title: string;
  group_id: number;
}
