/**
 * Everything a story starts from, set before it renders (the preview's `beforeEach`):
 * the demo user's page config, the mock API's scenarios, a clean event bus, no widget state
 * left in storage or in the address by the story before.
 *
 * Story parameters read here:
 * - `user`: the demo user (else the toolbar's User, else visitor);
 * - `config`: extra page config (`window.yunoConfig` fields);
 * - `mock`: `{ routeName: mode }` or `{ routeName: { mode, delayMs } }` ('*' = every route),
 *   the mock API's scenarios (`empty`, `fail`, `http403`, `slow`, `hang`, `hostile`, …);
 * - `latency`: ms added to every mock answer;
 * - `address`: `{ state, query }`, the `?state=` and other parameters (`{ class_id: '7002' }`)
 *   a page was opened with;
 * - `storage`: `{ local?, session? }` entries the page already had.
 */
import { events, resetConfig, resetUnauthorised, STORAGE_KEYS, COOKIE_NAMES } from '@yuno/core';
import { demoUsers, isDemoRole, resetMockState, resetScenarios, setLatency, setScenario } from '@yuno/mock-api';
import type { DemoRole, ScenarioMode, ScenarioTarget } from '@yuno/mock-api';
import { resetStoryNavigation } from './navigation';

export type { DemoRole };

export type MockParameter = Partial<Record<ScenarioTarget, ScenarioMode | { mode: ScenarioMode; delayMs?: number }>>;

interface StoryLike {
  parameters: Record<string, any>;
  globals: Record<string, any>;
}

/** The page config every story gets (the demo site's values). */
export const STORY_CONFIG = {
  apiBase: '/wp-json/yuno',
  loginUrl: '/demo-login/',
  chatNumber: '919876543210',
  notificationBar: { text: 'Free summer workshops for kids: coding, maths and more.', url: '/free-summer-workshops-for-kids/' },
};

export function roleOf(context: StoryLike): DemoRole {
  const wanted = context.parameters.user ?? context.globals.user;
  return isDemoRole(wanted) ? wanted : 'visitor';
}

let generation = 0;
/** Changes every time a story is prepared; the frame remounts the story with it. */
export const storyGeneration = () => generation;

function clearWidgetStorage(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    } catch {
      /* storage blocked: nothing to clear */
    }
  }
  document.cookie = `${COOKIE_NAMES.appPromptHidden}=; max-age=0; path=/`;
}

function presetStorage(storage: { local?: Record<string, string>; session?: Record<string, string> } | undefined): void {
  try {
    for (const [key, value] of Object.entries(storage?.local ?? {})) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(storage?.session ?? {})) sessionStorage.setItem(key, value);
  } catch {
    /* storage blocked */
  }
}

/** The parameters the story before put in the address, besides `state`. */
let addressKeys: string[] = [];

/** Storybook's own query (id, viewMode, args, globals) stays; a widget's `state` and parameters go or are set. */
function presetAddress(address: { state?: unknown; query?: Record<string, string> } | undefined): void {
  const url = new URL(window.location.href);
  for (const key of ['state', ...addressKeys]) url.searchParams.delete(key);
  if (address?.state !== undefined) url.searchParams.set('state', JSON.stringify(address.state));
  addressKeys = Object.keys(address?.query ?? {});
  for (const [key, value] of Object.entries(address?.query ?? {})) url.searchParams.set(key, value);
  if (url.href !== window.location.href) history.replaceState(history.state, '', url.href);
}

function applyMock(mock: MockParameter | undefined, latency: number | undefined): void {
  resetScenarios();
  for (const [route, entry] of Object.entries(mock ?? {})) {
    if (!entry) continue;
    const { mode, delayMs } = typeof entry === 'string' ? { mode: entry, delayMs: undefined } : entry;
    setScenario(route as ScenarioTarget, mode, delayMs === undefined ? {} : { delayMs });
  }
  if (latency) setLatency(latency);
}

/** Sets the world up for one story; returns the clean-up for when it goes. */
export function prepareStory(context: StoryLike): () => void {
  const role = roleOf(context);
  const user = demoUsers[role] as { id: number; token: string };
  generation += 1;
  events.reset();
  resetUnauthorised();
  resetStoryNavigation();
  resetMockState();
  clearWidgetStorage();
  presetStorage(context.parameters.storage);
  presetAddress(context.parameters.address);
  applyMock(context.parameters.mock, context.parameters.latency);
  resetConfig({ ...STORY_CONFIG, userId: user.id, token: user.token, ...(context.parameters.config ?? {}) });
  return () => {
    resetScenarios();
  };
}
