/**
 * Helpers for play functions. The widgets render inside shadow roots (as on a page), which
 * Testing Library's queries do not enter by themselves: these give queries bound to the
 * widget's root, to the page-wide dialogs' root, and to the story page around them.
 *
 * A frame fills its shadow root one render after it mounts, which can be after the play
 * function starts: the queries find the root when they run, and `find…` queries wait for it.
 */
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';

const bind = (element: HTMLElement) => within(element);
type Queries = ReturnType<typeof bind>;

/** Longer waits for answers of the mock on a busy machine. */
export const SLOW = { timeout: 8000 };

/** The element at the top of a frame's shadow root (Testing Library wants an element). */
function rootOf(canvasElement: HTMLElement, marker: string): HTMLElement {
  const shadow = canvasElement.querySelector(`[${marker}]`)?.shadowRoot;
  const root = shadow ? Array.from(shadow.children).find((child): child is HTMLElement => child.classList.contains('yuno-root')) : undefined;
  if (!root) throw new Error(`The story's ${marker} shadow root is not rendered (yet)`);
  return root;
}

function queriesIn(canvasElement: HTMLElement, marker: string): Queries {
  return new Proxy({} as Queries, {
    get(_, name: string) {
      return (...args: unknown[]) => {
        const run = (root: HTMLElement) => (bind(root) as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args);
        if (!name.startsWith('find')) return run(rootOf(canvasElement, marker));
        return waitFor(() => rootOf(canvasElement, marker), SLOW).then(run);
      };
    },
  });
}

/**
 * Waits until the element is visible: an opening element fades in (opacity 0 on its first
 * frame) unless the browser asks for reduced motion, so a one-off toBeVisible can see it too early.
 */
export async function expectVisible(target: HTMLElement | Promise<HTMLElement>): Promise<HTMLElement> {
  const element = await target;
  await waitFor(() => expect(element).toBeVisible(), SLOW);
  return element;
}

/** Queries inside the widget's shadow root. */
export const widgetCanvas = (canvasElement: HTMLElement) => queriesIn(canvasElement, 'data-yuno-story-frame');

/** Queries inside the page-wide dialogs' (and toasts') shadow root. */
export const overlayCanvas = (canvasElement: HTMLElement) => queriesIn(canvasElement, 'data-yuno-overlay-host');

/**
 * Where the widget would have navigated (the story's stand-in for leaving the page); with
 * `containing`, waits until the last navigation mentions it.
 */
export async function navigationNotice(canvasElement: HTMLElement, { containing = '', timeout = 5000 } = {}): Promise<string> {
  let text = '';
  await waitFor(
    () => {
      const notice = canvasElement.querySelector('[data-yuno-story-navigation]');
      if (!notice) throw new Error('The widget did not navigate');
      text = notice.textContent ?? '';
      if (!text.includes(containing)) throw new Error(`The widget went to "${text}", not "${containing}"`);
    },
    { timeout },
  );
  return text;
}

/**
 * A toast with this text. Toasts show in the page's toast region, or inside the topmost open
 * dialog while one is open (the rest of the page is inert then): either root may hold it.
 */
export async function findToast(canvasElement: HTMLElement, text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [overlayCanvas(canvasElement), widgetCanvas(canvasElement)].flatMap((canvas) => canvas.queryAllByText(text))[0];
    if (!found) throw new Error(`No toast "${text}"`);
  }, SLOW);
  return found!;
}

/**
 * Watches for a toast from now on, for toasts too short to poll for (the spec's 1 s copy
 * toast, which a busy machine can show and hide between two polls): call it before the action,
 * await it after. Resolves with the text once an element in the widget's or the dialogs' root
 * has shown it.
 */
export function watchForToast(canvasElement: HTMLElement, text: string, { timeout = SLOW.timeout } = {}): Promise<string> {
  const roots = ['data-yuno-story-frame', 'data-yuno-overlay-host']
    .map((marker) => canvasElement.querySelector(`[${marker}]`)?.shadowRoot)
    .filter((root): root is ShadowRoot => Boolean(root));
  const shown = () => roots.some((root) => Array.from(root.querySelectorAll('*')).some((el) => el.textContent?.trim() === text.trim()));
  return new Promise((resolve, reject) => {
    if (roots.length === 0) return reject(new Error('The story has no rendered shadow root to watch'));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      finish();
      resolve(text);
    });
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`No toast "${text}" within ${timeout} ms`));
    }, timeout);
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    for (const root of roots) observer.observe(root, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Whether this element has the focus. `document.activeElement` is the shadow host when the
 * focus is inside a shadow root (so jest-dom's toHaveFocus cannot see it): ask its own root.
 */
export function isFocused(element: Element): boolean {
  const root = element.getRootNode() as Document | ShadowRoot;
  return root.activeElement === element;
}

/**
 * Types into a text field inside a shadow root. user-event's typing does not reach fields in
 * shadow roots (it prepares the field on focus, and a focus seen from the document is the
 * shadow host), so this focuses the field by clicking it and sets the text as an input event.
 */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  fireEvent.input(field, { target: { value: `${(field as HTMLInputElement).value}${text}` } });
}

/**
 * After Enroll when the enrolment-status check fails: the spec shows nothing. Waits until the
 * check's loader has gone and Enroll can be pressed again, then finds no error toast or dialog.
 */
export async function expectQuietEnrolmentFailure(canvasElement: HTMLElement, enroll: HTMLElement, loaderText: string, errorText: string): Promise<void> {
  const canvases = () => [overlayCanvas(canvasElement), widgetCanvas(canvasElement)];
  await waitFor(() => {
    if (canvases().some((canvas) => canvas.queryAllByText(loaderText).length > 0)) throw new Error('the check is still running');
    if (enroll.hasAttribute('disabled') || enroll.getAttribute('aria-busy') === 'true') throw new Error('Enroll is still busy');
  }, SLOW);
  if (canvases().some((canvas) => canvas.queryAllByText(errorText).length > 0)) throw new Error(`A toast "${errorText}" showed, where the spec shows nothing`);
  if (canvases().some((canvas) => canvas.queryAllByRole('alertdialog').length + canvas.queryAllByRole('dialog').length > 0))
    throw new Error('A dialog opened, where the spec shows nothing');
}
