/** Instructor details payloads (spec 2, section 3). */

export interface InstructorDetails {
  user_id: number;
  flat_house_number: string;
  street: string;
  landmark: string;
  pin_code: string;
  country: string;
  state: string;
  city: string;
  experience: string;
  fluent_in: string[];
  understand: string[];
  is_about: boolean | string;
}

export interface InstructorAboutPayload {
  user_id: number;
  is_about: boolean | string;
  about: string;
}

export interface ZoomParticipantPayload {
  login_email: string;
  first_name: string;
  last_name: string;
  user_id: number;
}
