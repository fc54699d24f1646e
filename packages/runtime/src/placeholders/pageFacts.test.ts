import { describe, expect, it } from 'vitest';
import { pageFacts, pageFactsScript, PAGE_FACT_CLASSES } from './pageFacts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

describe('pageFacts', () => {
  it('knows the app prompt shows on Android until a choice cookie hides it', () => {
    expect(pageFacts(DESKTOP, '')).toEqual([]);
    expect(pageFacts(ANDROID, 'a=1')).toEqual(['android', 'app-prompt']);
    expect(pageFacts(ANDROID, 'a=1; yunoAppPromptHidden=closed')).toEqual(['android']);
    expect(pageFacts(ANDROID, 'xyunoAppPromptHidden=closed')).toEqual(['android', 'app-prompt']);
  });
});

describe('pageFactsScript', () => {
  const run = (userAgent: string, cookies: string) => {
    const classes: string[] = [];
    const documentElement = { classList: { add: (name: string) => classes.push(name) } };
    new Function('navigator', 'document', pageFactsScript())({ userAgent }, { documentElement, cookie: cookies });
    return classes;
  };

  it('sets on the root element the classes of the facts that pageFacts finds', () => {
    for (const [ua, cookies] of [
      [DESKTOP, ''],
      [ANDROID, ''],
      [ANDROID, 'yunoAppPromptHidden=opened'],
      [ANDROID, 'a=b;yunoAppPromptHidden=closed'],
      [ANDROID, 'xyunoAppPromptHidden=closed'],
    ]) {
      expect(run(ua, cookies)).toEqual(pageFacts(ua, cookies).map((fact) => PAGE_FACT_CLASSES[fact]));
    }
  });
});
