/** Course card, course page and course detail (spec 2, section 3). */

export interface CourseCardPersonalization {
  name: string;
  value: boolean;
  description: string;
  max: number;
}

export interface CourseCardInstructor {
  full_name: string;
  image: { url: string };
}

export interface CourseCardData {
  id: number;
  url: string;
  title: string;
  category: { name: string };
  academy: { id: number; name: string; logo_url: { url: string } };
  price: {
    list_price: {
      currency: { symbol: string };
      /** null when the server's price is missing or unreadable (shown as no price, never 'Free'). */
      exclusive_tax: number | null;
      tax: { type: string };
    };
    live_hours: number;
  };
  duration: { value: number };
  instructors: {
    mapped_instructor_count: number;
    mapped_instructors: CourseCardInstructor[];
  };
  personalizations: CourseCardPersonalization[];
  cta: { title: string; url: string };
}

export interface MappedInstructor {
  id: number;
  name: string;
  image: string;
  profile_url: string;
}

export interface CourseEconomics {
  price: Array<{ price: number }>;
}

/** The course of a course page. */
export interface Course {
  id: number;
  title: string;
  /** Tab slugs such as '1-Many' and '1-1'. */
  personalization: string[];
  mapped_instructors: MappedInstructor[];
  course_economics: CourseEconomics[];
}

export interface CourseDetail {
  course_schedule_id: number;
  title: string;
}
