/**
 * The Android app prompt (spec 1 §4): Android only; closing hides it for 1 day, opening the
 * app hides it until a reminder after 90 days. Both are one cookie with that lifetime, so
 * the rule survives reloads and needs no clock of our own.
 */
import { APP_PROMPT, APP_PROMPT_USER_AGENT } from '@yuno/core';

export type AppPromptChoice = 'closed' | 'opened';

const DAY_MS = 86_400_000;

export const isAndroid = (userAgent: string) => APP_PROMPT_USER_AGENT.test(userAgent);

/** Get the app and the prompt are offered on Android, unless the site turns them off with an empty appUrl (none given: the store page). */
export const offersApp = (userAgent: string, appUrl: string | undefined) => appUrl !== '' && isAndroid(userAgent);

/** Shown on Android while no choice cookie is alive. */
export function shouldShowAppPrompt(userAgent: string, storedChoice: string | null): boolean {
  return isAndroid(userAgent) && !storedChoice;
}

/** How long a choice keeps the prompt away, in days. */
export function hideDaysFor(choice: AppPromptChoice): number {
  return choice === 'closed' ? APP_PROMPT.hideDays : APP_PROMPT.remindDays;
}

/** The cookie's expiry date for a choice made at `now`. */
export function choiceExpiry(choice: AppPromptChoice, now: number = Date.now()): Date {
  return new Date(now + hideDaysFor(choice) * DAY_MS);
}
