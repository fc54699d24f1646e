/**
 * Parts: pieces of a widget that most visits never use (a dialog behind a button), kept out of
 * the widget's bundle and fetched the first time they are needed. In the browser bundles a
 * part is its own script beside the others (`NAME.js`) that registers itself here; the build
 * turns the source's `import('…/parts/NAME')` into `loadPart('NAME')`. Tests, Storybook and
 * the ESM library keep the plain dynamic import.
 */
type Waiter = { promise: Promise<unknown>; resolve: (exports: unknown) => void; reject: (error: Error) => void };

const registered = new Map<string, unknown>();
const waiting = new Map<string, Waiter>();
let bundleUrl = '';

/** Any bundle URL of this page's build (the overlays bundle's): parts live beside it, with its query. */
export function setPartsBase(url: string): void {
  bundleUrl = url;
}

/** A bundle's address beside another's (a part beside the overlays bundle), keeping its query (the release version). */
export function bundleBeside(name: string, base = bundleUrl): string {
  if (!base) return '';
  const url = new URL(base, document.baseURI);
  url.pathname = url.pathname.replace(/[^/]*$/, `${name}.js`);
  return url.toString();
}

/** Called by a part's bundle (and by its module elsewhere) with what it exports. */
export function registerPart(name: string, exports: unknown): void {
  if (registered.has(name)) return;
  registered.set(name, exports);
  waiting.get(name)?.resolve(exports);
  waiting.delete(name);
}

/** A part's exports: at once when registered, else after its script loads. A failure can be retried. */
export function loadPart<T>(name: string): Promise<T> {
  if (registered.has(name)) return Promise.resolve(registered.get(name) as T);
  const pending = waiting.get(name);
  if (pending) return pending.promise as Promise<T>;
  let resolve!: Waiter['resolve'];
  let reject!: Waiter['reject'];
  const promise = new Promise<unknown>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  waiting.set(name, { promise, resolve, reject });
  const src = bundleBeside(name);
  const fail = (reason: string) => {
    if (waiting.get(name)?.promise !== promise) return;
    waiting.delete(name);
    script?.remove();
    console.error(`[yuno] the part "${name}" could not be loaded: ${reason}`);
    reject(new Error(reason));
  };
  let script: HTMLScriptElement | null = null;
  if (!src) {
    fail('the page has no bundle address to load it from');
  } else {
    script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => fail(`no script at ${src}`);
    // A script that ran without registering the part is a wrong or stale file.
    script.onload = () => fail(`${src} did not register it`);
    document.head.appendChild(script);
  }
  return promise as Promise<T>;
}

/** Forgets every part (tests). */
export function resetParts(): void {
  registered.clear();
  waiting.clear();
  bundleUrl = '';
}
