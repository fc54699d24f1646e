/** Batches and their request (spec 2, section 3). */

export interface ClassDay {
  day: string;
  available: boolean;
}

export interface SubscriptionOption {
  label: string;
  /** null when missing or unreadable. */
  monthlycost: number | null;
  /** The plan's total; null when missing or unreadable (never shown as 'Free'). */
  value: number | null;
  discount: number;
}

export interface BatchInstructor {
  full_name: string;
  image: { url: string; alt_text: string };
}

export interface Batch {
  batch_id: number;
  batch_name: string;
  batch_end_date: string;
  start_end: { display_start: { time: string } };
  class_time: { start_time: { time: string } };
  class_days: ClassDay[];
  duration_weeks: number;
  max_seats: number;
  /** null when missing or unreadable (no price shown; 0 is 'Free'). */
  price: number | null;
  subscription: SubscriptionOption[];
  zoho_product_id: string;
  instructor: BatchInstructor;
  starts_on: string;
  ends_on: string;
}

export interface BatchesRequest {
  user_id: number;
  course_id: number;
  active_batch: 'upcoming' | (string & {});
  /** Tomorrow as YYYY-MM-DD. */
  enrollment_request_date: string;
  batch_days: string[];
  batch_time: string[];
  only_enrollable: boolean;
  limit: number;
  offset: number;
}

/** The answer of the batch list reads the total as batch_count. */
export interface BatchesResponseMeta {
  batch_count: number;
}
