import type { Batch, ClassDay, SubscriptionOption } from '../types';
import { asArray, asBoolean, asNumber, asObject, asString, isRecord, pick } from './coerce';
import { safeUrl } from './safeUrl';

function normaliseClassDay(raw: unknown): ClassDay | null {
  if (typeof raw === 'string') return { day: raw, available: true };
  if (!isRecord(raw)) return null;
  return { day: asString(raw.day), available: asBoolean(raw.available) };
}

function normaliseSubscription(raw: unknown): SubscriptionOption | null {
  if (!isRecord(raw)) return null;
  return {
    label: asString(raw.label),
    monthlycost: asNumber(raw.monthlycost, null),
    value: asNumber(raw.value, null),
    discount: asNumber(raw.discount),
  };
}

export function normaliseBatch(raw: unknown): Batch {
  const o = asObject(raw);
  const instructor = asObject(o.instructor);
  return {
    batch_id: asNumber(o.batch_id),
    batch_name: asString(o.batch_name),
    batch_end_date: asString(o.batch_end_date),
    start_end: { display_start: { time: asString(pick(o, 'start_end', 'display_start', 'time')) } },
    class_time: { start_time: { time: asString(pick(o, 'class_time', 'start_time', 'time')) } },
    class_days: asArray(o.class_days, normaliseClassDay),
    duration_weeks: asNumber(o.duration_weeks),
    max_seats: asNumber(o.max_seats),
    price: asNumber(o.price, null),
    subscription: asArray(o.subscription, normaliseSubscription),
    zoho_product_id: asString(o.zoho_product_id),
    instructor: {
      full_name: asString(instructor.full_name),
      image: {
        url: safeUrl(pick(instructor, 'image', 'url')),
        alt_text: asString(pick(instructor, 'image', 'alt_text')),
      },
    },
    starts_on: asString(o.starts_on),
    ends_on: asString(o.ends_on),
  };
}

export function normaliseBatches(raw: unknown): Batch[] {
  return asArray(raw, (b) => (isRecord(b) ? normaliseBatch(b) : null));
}
