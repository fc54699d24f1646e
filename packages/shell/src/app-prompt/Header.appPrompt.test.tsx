/**
 * Get the app and the app prompt arrive as a part (loadAppPrompt): only an Android visitor's
 * header fetches it, as it mounts, and shows its bar once the part is in (the prompt above
 * it, Get the app in it), so nothing in the bar moves as they come. When the part cannot be
 * had, the header shows without them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import * as appPart from '../parts/header-app-prompt';
import { ANDROID_UA, FIREFOX_UA, IOS_UA, userAgent } from '../test-support/components';
import { Header } from '../header/Header';
import { DEFAULT_APP_URL } from './AppPrompt';

const { loadAppPrompt } = vi.hoisted(() => ({ loadAppPrompt: vi.fn() }));
vi.mock('./loadAppPrompt', () => ({ loadAppPrompt }));

serveMockApi();
beforeEach(() => {
  loadAppPrompt.mockReset();
  loadAppPrompt.mockResolvedValue(appPart);
  document.cookie = 'yunoAppPromptHidden=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const prompt = () => screen.queryByRole('region', { name: 'Get the app' });

describe('header: the app prompt and Get the app arrive for Android visitors only', () => {
  for (const [browser, ua] of [
    ['a desktop', FIREFOX_UA],
    ['an iPhone', IOS_UA],
  ]) {
    it(`is not fetched on ${browser}: the header shows at once, without them`, () => {
      userAgent(ua);
      renderAs(<Header />);
      expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Get the app' })).toBeNull();
      expect(loadAppPrompt).not.toHaveBeenCalled();
    });
  }

  it('is not fetched for someone signed in on Android', async () => {
    userAgent(ANDROID_UA);
    renderAs(<Header />, { as: 'learner' });
    expect(await screen.findByRole('navigation')).toBeTruthy();
    expect(loadAppPrompt).not.toHaveBeenCalled();
  });

  it('is not fetched on Android when the site turns the app off with an empty appUrl', () => {
    userAgent(ANDROID_UA);
    renderAs(<Header appUrl="" />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(loadAppPrompt).not.toHaveBeenCalled();
  });

  it('on Android is fetched as the header mounts; the bar waits for it, then shows whole with the prompt and Get the app', async () => {
    userAgent(ANDROID_UA);
    let arrive!: () => void;
    loadAppPrompt.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(appPart))));
    renderAs(<Header />);
    expect(loadAppPrompt).toHaveBeenCalledTimes(1);
    // Nothing of the bar yet: a bar shown now would move down when the prompt comes above it.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    await act(async () => arrive());
    const region = await screen.findByRole('region', { name: 'Get the app' });
    expect(within(region).getByText('Learn on the go with the Yuno app')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(DEFAULT_APP_URL);
    expect(within(region).getByRole('button', { name: 'Close the app prompt' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Get the app' }).getAttribute('href')).toBe(DEFAULT_APP_URL);
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(loadAppPrompt).toHaveBeenCalledTimes(1);
  });

  it("sends both to the site's own appUrl", async () => {
    userAgent(ANDROID_UA);
    renderAs(<Header appUrl="https://apps.example.com/yuno" />);
    expect((await screen.findByRole('link', { name: 'Get the app' })).getAttribute('href')).toBe('https://apps.example.com/yuno');
    expect(within(prompt()!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://apps.example.com/yuno');
  });

  it('when the part cannot be fetched, the header shows without them and works', async () => {
    userAgent(ANDROID_UA);
    loadAppPrompt.mockRejectedValue(new Error('offline'));
    renderAs(<Header />);
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get the app' })).toBeNull();
    expect(prompt()).toBeNull();
    expect(login.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('with a choice stored, Get the app shows without the prompt', async () => {
    userAgent(ANDROID_UA);
    document.cookie = 'yunoAppPromptHidden=opened; path=/';
    renderAs(<Header />);
    expect(await screen.findByRole('link', { name: 'Get the app' })).toBeTruthy();
    expect(prompt()).toBeNull();
  });

  it("Open remembers the choice in the prompt's cookie and hides the prompt", async () => {
    userAgent(ANDROID_UA);
    renderAs(<Header />);
    const open = within((await screen.findByRole('region', { name: 'Get the app' })) as HTMLElement).getByRole('link', { name: 'Open' });
    // The store page is another site: stay here in the test.
    open.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(open);
    await waitFor(() => expect(prompt()).toBeNull());
    expect(document.cookie).toContain('yunoAppPromptHidden=opened');
    expect(screen.getByRole('link', { name: 'Get the app' })).toBeTruthy();
  });
});
