/**
 * Typed events between widgets. A widget never imports another widget: it emits what it
 * needs (open the login dialog, show a toast) and whoever owns that answers. One bus per
 * page: it lives in the runtime, and the ESM library gets one per module instance.
 *
 * Some events describe state rather than a moment (the loaded user, the announced role):
 * those are "sticky" and a late subscriber receives the last value at once.
 */
import type { UserInfo, Role } from '../types';

export type ToastTone = 'info' | 'success' | 'danger';

export interface YunoEvents {
  /** Ask the overlay host to open the login/sign-up dialog. */
  'login:request': { mode?: 'login' | 'signup'; reason?: string };
  /** Show a toast; duration in ms (the spec's 1,000 for copy, 5,000 for errors). */
  toast: { message: string; tone?: ToastTone; duration?: number };
  /** The signed-in user's role, announced by the header once user info has loaded. */
  'role:announced': { role: Role };
  /** User info finished loading (or failed: user null). */
  'user:loaded': { user: UserInfo | null; error?: string };
  /** The token could not be refreshed or has expired. */
  'session:expired': { reason?: string };
  /** An HTTP 403 was answered; the overlay host shows the unauthorised dialog once. */
  unauthorised: { path: string };
  /** The bearer token was replaced (token refresh). */
  'token:changed': { token: string };
  /** A paginated widget moved to a page. */
  'page:changed': { source: string; page: number };
  /** Ask the availability panel to open for a course. */
  'availability:open': { courseId: number; title?: string; category?: string };
  /** Ask for the Choose-account-type dialog. */
  'account-type:request': Record<string, never>;
  /** Whether the page shows the side menu: the header's `showSideMenu` option says it. */
  'side-menu:visibility': { visible: boolean };
  /** A class was deleted (its id as the lists carry it): every list of classes drops it. */
  'class:deleted': { classId: string };
}

export type YunoEventName = keyof YunoEvents;
type Handler<K extends YunoEventName> = (detail: YunoEvents[K]) => void;

const STICKY: ReadonlySet<YunoEventName> = new Set(['role:announced', 'user:loaded', 'token:changed', 'side-menu:visibility']);

export interface EventBus {
  on<K extends YunoEventName>(name: K, handler: Handler<K>): () => void;
  emit<K extends YunoEventName>(name: K, detail: YunoEvents[K]): void;
  last<K extends YunoEventName>(name: K): YunoEvents[K] | undefined;
  /** Forget listeners and sticky values (tests). */
  reset(): void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<YunoEventName, Set<Handler<never>>>();
  const sticky = new Map<YunoEventName, unknown>();
  return {
    on(name, handler) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(handler as Handler<never>);
      if (sticky.has(name)) handler(sticky.get(name) as never);
      return () => {
        set!.delete(handler as Handler<never>);
      };
    },
    emit(name, detail) {
      if (STICKY.has(name)) sticky.set(name, detail);
      for (const handler of [...(listeners.get(name) ?? [])]) {
        // One listener's failure must not stop the others (nor the emitter's widget).
        try {
          (handler as Handler<typeof name>)(detail);
        } catch (error) {
          console.error(`[yuno] a "${name}" listener failed`, error);
        }
      }
    },
    last(name) {
      return sticky.get(name) as never;
    },
    reset() {
      listeners.clear();
      sticky.clear();
    },
  };
}

/** The page's bus. */
export const events: EventBus = createEventBus();

/** Shorthand used all over the widgets. */
export function toast(message: string, tone: ToastTone = 'info', duration?: number): void {
  events.emit('toast', { message, tone, duration });
}
