import type { Course, CourseCardData, CourseCardInstructor, CourseCardPersonalization, CourseDetail, MappedInstructor } from '../types';
import { asArray, asBoolean, asNumber, asObject, asString, asStringArray, isRecord, pick } from './coerce';
import { safeUrl } from './safeUrl';

function normaliseCardInstructor(raw: unknown): CourseCardInstructor | null {
  if (!isRecord(raw)) return null;
  return { full_name: asString(raw.full_name), image: { url: safeUrl(pick(raw, 'image', 'url')) } };
}

function normalisePersonalization(raw: unknown): CourseCardPersonalization | null {
  if (!isRecord(raw)) return null;
  return {
    name: asString(raw.name),
    value: asBoolean(raw.value),
    description: asString(raw.description),
    max: asNumber(raw.max),
  };
}

/** A search result card; every field present, URLs sanitised. */
export function normaliseCourseCard(raw: unknown): CourseCardData {
  const o = asObject(raw);
  const academy = asObject(o.academy);
  const price = asObject(o.price);
  const listPrice = asObject(price.list_price);
  const instructors = asObject(o.instructors);
  const mapped = asArray(instructors.mapped_instructors, normaliseCardInstructor);
  const cta = asObject(o.cta);
  return {
    id: asNumber(o.id),
    url: safeUrl(o.url),
    title: asString(o.title),
    category: { name: asString(pick(o, 'category', 'name')) },
    academy: {
      id: asNumber(academy.id),
      name: asString(academy.name),
      logo_url: { url: safeUrl(pick(academy, 'logo_url', 'url')) },
    },
    price: {
      list_price: {
        currency: { symbol: asString(pick(listPrice, 'currency', 'symbol')) },
        exclusive_tax: asNumber(listPrice.exclusive_tax, null),
        tax: { type: asString(pick(listPrice, 'tax', 'type')) },
      },
      live_hours: asNumber(price.live_hours),
    },
    duration: { value: asNumber(pick(o, 'duration', 'value')) },
    instructors: {
      mapped_instructor_count: asNumber(instructors.mapped_instructor_count, mapped.length),
      mapped_instructors: mapped,
    },
    personalizations: asArray(o.personalizations, normalisePersonalization),
    cta: { title: asString(cta.title), url: safeUrl(cta.url) },
  };
}

function normaliseMappedInstructor(raw: unknown): MappedInstructor | null {
  if (!isRecord(raw)) return null;
  return {
    id: asNumber(raw.id),
    name: asString(raw.name),
    image: safeUrl(raw.image),
    profile_url: safeUrl(raw.profile_url),
  };
}

/** The course of a course page. */
export function normaliseCourse(raw: unknown): Course {
  const o = asObject(raw);
  return {
    id: asNumber(o.id),
    title: asString(o.title),
    personalization: asStringArray(o.personalization),
    mapped_instructors: asArray(o.mapped_instructors, normaliseMappedInstructor),
    course_economics: asArray(o.course_economics, (e) =>
      isRecord(e) ? { price: asArray(e.price, (p) => (isRecord(p) ? { price: asNumber(p.price) } : null)) } : null,
    ),
  };
}

/** course_economics[0].price[0].price, or 0. */
export function coursePrice(course: Course): number {
  return course.course_economics[0]?.price[0]?.price ?? 0;
}

export function normaliseCourseDetail(raw: unknown): CourseDetail {
  const o = asObject(raw);
  return { course_schedule_id: asNumber(o.course_schedule_id), title: asString(o.title) };
}
