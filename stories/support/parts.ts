/**
 * Story set-ups for parts (pieces of a widget fetched on first use). The preview mocks each
 * part's loader with `sb.mock(…, { spy: true })`, so a part loads as usual unless a story's
 * `beforeEach` changes its loader with one of these; the returned clean-up puts it back.
 */
import { mocked } from 'storybook/test';

/** Any loader, whatever it is asked for. */
type Loader = (...args: never[]) => Promise<unknown>;

/**
 * A page fetches a part once and keeps it (as on a site), so a story that shows the fetch must
 * open on a page of its own: the story tests give stories tagged `fresh-page` one.
 */
function onFreshPage({ name, tags }: { name: string; tags: string[] }): void {
  if (!tags.includes('fresh-page')) throw new Error(`The story "${name}" shows a part being fetched: tag it 'fresh-page'`);
}

/** What a fetch of a script gives when the connection is down. */
const offline = () => new TypeError('Failed to fetch');

/** The part cannot be fetched: every time, or only the first time (then it loads). */
export function partUnavailable(loader: Loader, { once = false } = {}) {
  return (context: { name: string; tags: string[] }) => {
    onFreshPage(context);
    const mock = mocked(loader);
    if (once) mock.mockRejectedValueOnce(offline());
    else mock.mockRejectedValue(offline());
    return () => mock.mockReset();
  };
}

/** The part arrives `ms` later than it would (`load` is the part's own import). */
export function partDelayed<T>(loader: () => Promise<T>, load: () => Promise<T>, ms: number) {
  return (context: { name: string; tags: string[] }) => {
    onFreshPage(context);
    const mock = mocked(loader);
    mock.mockImplementation(() => new Promise((resolve) => setTimeout(resolve, ms)).then(load));
    return () => mock.mockReset();
  };
}
