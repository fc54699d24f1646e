import { describe, expect, it } from 'vitest';
import { choiceExpiry, offersApp, shouldShowAppPrompt } from './appPrompt';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('app prompt rules', () => {
  it('shows on Android only, while no choice is stored', () => {
    expect(shouldShowAppPrompt(ANDROID, null)).toBe(true);
    expect(shouldShowAppPrompt(ANDROID, 'closed')).toBe(false);
    expect(shouldShowAppPrompt(IOS, null)).toBe(false);
    expect(shouldShowAppPrompt(DESKTOP, null)).toBe(false);
  });

  it('offers the app (Get the app, and the prompt with it) on Android, unless the site gives an empty appUrl', () => {
    expect(offersApp(ANDROID, undefined)).toBe(true);
    expect(offersApp(ANDROID, 'https://example.com/app')).toBe(true);
    expect(offersApp(ANDROID, '')).toBe(false);
    expect(offersApp(IOS, undefined)).toBe(false);
    expect(offersApp(DESKTOP, 'https://example.com/app')).toBe(false);
  });

  it('hides for 1 day after closing and 90 days after opening the app', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(choiceExpiry('closed', now).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(choiceExpiry('opened', now).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
});
