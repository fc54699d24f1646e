import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_MENU_INACTIVE_NOTE, ACCOUNT_MENU_ITEMS, CHOOSE_ACCOUNT_TITLE, ROLES, ROUTES, SELECT_SUBJECT_MESSAGE, SESSION_EXPIRED_DIALOG } from '@yuno/core';
import { demoUsers, organisations } from '@yuno/mock-api';
import { DEFAULT_APP_URL, Header } from '@yuno/shell';
import { loadBookDemo } from '../../packages/shell/src/book-demo/loadBookDemo';
import { loadMemberTools } from '../../packages/shell/src/member-tools/loadMemberTools';
import { WIDGET_CSS } from '../support/widgetCss';
import { expectVisible, findToast, isFocused, navigationNotice, overlayCanvas, SLOW, typeInto, widgetCanvas } from '../support/play';
import { partDelayed, partUnavailable } from '../support/parts';
import { mobileGlobals } from '../support/viewports';

const account = (role: keyof typeof demoUsers) => {
  const info = demoUsers[role].info!;
  return new RegExp(`^Account: ${info.yuno_display_name}`);
};

/**
 * The `header` widget: the public header for visitors (server menu, search, Login and Sign up,
 * Book a Demo Class, the notification bar), and once user info has loaded the logged-in header
 * for the role (course search for learners, referral code for instructors, organisation
 * switcher for an org-admin with several organisations, the admin style for yuno-admin), or
 * the error header when user info fails. It also runs the page's session rules (redirects),
 * shown here as "The widget would now go to …", and the page gate for `allowedRoles`.
 */
const meta = {
  title: 'Widgets/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', css: WIDGET_CSS.header, docs: { story: { iframeHeight: 360 } } },
  args: { allowedRoles: [], showSearch: true, showNotificationBar: true, showSideMenu: true, logoUrl: '', homeUrl: '', appUrl: DEFAULT_APP_URL },
  argTypes: {
    allowedRoles: {
      control: 'check',
      options: ROLES,
      description: "Roles that may see the page's main area; none checked allows everyone",
    },
    showSearch: { description: 'The search box (the course search bar for learners)' },
    showNotificationBar: { description: "The visitors' notification bar (free summer workshops)" },
    showSideMenu: { description: "The page's side menu: the side-menu widget (not on these stories) hides when this is off; the header itself looks the same" },
    logoUrl: { control: 'text', description: 'Logo image (http(s) or site-relative); the Yuno wordmark when empty' },
    homeUrl: { control: 'text', description: "Where the logo links; when empty, a learner's home (/learner) for a learner, else /" },
    appUrl: { control: 'text', description: 'Where Get the app goes (Android only)' },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByRole('button', { name: 'Login' }));
    await expectVisible(canvas.getByRole('button', { name: 'Sign up' }));
    await expectVisible(canvas.getByRole('region', { name: 'Announcement' }));
  },
};

export const VisitorWithoutNotificationBar: Story = {
  parameters: { user: 'visitor' },
  args: { showNotificationBar: false },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    // The search box comes with the server's menu: once it shows, the header is complete.
    await expectVisible(await canvas.findByRole('search', { name: 'Search courses' }, SLOW));
    await expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull();
  },
};

export const OpenTheLoginDialog: Story = {
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    const overlays = overlayCanvas(canvasElement);
    const dialog = await overlays.findByRole('dialog', { name: 'Log in to Yuno' });
    await expect(dialog).toHaveAttribute('open');
    await expect(within(dialog).getByRole('button', { name: 'Log in with Google' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(await overlays.findByRole('dialog', { name: 'Sign up for Yuno' })).toHaveAttribute('open');
  },
};

/**
 * Book a Demo Class: the dialog's one field is a required category (said once the field is
 * left empty, or on Continue); picking one opens its landing page. Arrow keys only move
 * through the categories: Enter or Continue opens the one shown.
 */
export const BookADemoClass: Story = {
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book a Demo Class' }, SLOW));
    const dialog = await canvas.findByRole('dialog', { name: 'Book a Demo Class' });
    const field = await within(dialog).findByRole('combobox', { name: 'Subject category' }, SLOW);
    await waitFor(() => expect(isFocused(field)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(field).toHaveAccessibleDescription('This field is required');
    await waitFor(() => expect(within(field).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
    await userEvent.selectOptions(field, within(field).getAllByRole('option')[1]);
    await navigationNotice(canvasElement);
  },
};

export const BookADemoClassCategoriesFailure: Story = {
  parameters: { user: 'visitor', mock: { categories: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book a Demo Class' }, SLOW));
    const dialog = await canvas.findByRole('dialog', { name: 'Book a Demo Class' });
    await expectVisible(await within(dialog).findByText('The categories could not be loaded.', {}, SLOW));
    await expectVisible(within(dialog).getByRole('button', { name: 'Try again' }));
  },
};

/** The form is a part: on a slow connection the dialog opens at once and shows it is busy. */
export const BookADemoClassFormOnItsWay: Story = {
  parameters: { user: 'visitor' },
  tags: ['fresh-page'],
  beforeEach: partDelayed(loadBookDemo, () => import('../../packages/shell/src/parts/header-book-demo'), 1500),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book a Demo Class' }, SLOW));
    const dialog = await canvas.findByRole('dialog', { name: 'Book a Demo Class' });
    await expectVisible(within(dialog).getByRole('status', { name: 'Loading…' }));
    const field = await within(dialog).findByRole('combobox', { name: 'Subject category' }, SLOW);
    await waitFor(() => expect(isFocused(field)).toBe(true));
  },
};

/**
 * The form could not be fetched (offline): the person is told, and the button works again.
 * A page keeps a form it has fetched once: reload the story to see this after another
 * story has opened the form.
 */
export const BookADemoClassFormUnavailable: Story = {
  parameters: { user: 'visitor' },
  tags: ['fresh-page'],
  beforeEach: partUnavailable(loadBookDemo),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Book a Demo Class' }, SLOW);
    await userEvent.click(button);
    await expectVisible(await findToast(canvasElement, 'An error seems to have occurred. Please try again.'));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Book a Demo Class' })).toBeNull());
    await waitFor(() => expect(isFocused(button)).toBe(true));
  },
};

export const Learner: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: account('learner') }, SLOW));
    const items = await canvas.findAllByRole('menuitem');
    // Every item in the spec's order; the inactive ones carry their visible note after the label.
    await expect(items.map((item) => item.textContent?.replace(ACCOUNT_MENU_INACTIVE_NOTE, ''))).toEqual([...ACCOUNT_MENU_ITEMS]);
    await expect(canvas.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute('placeholder', 'Search...');
    // A learner's home link is /learner.
    await expect(canvas.getByRole('link', { name: 'Yuno Learning home' })).toHaveAttribute('href', ROUTES.learnerHome);
  },
};

/** Searched without picking a suggestion: the spec's message under the field. */
export const LearnerSearchWithoutAPick: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const search = within(await widgetCanvas(canvasElement).findByRole('search', { name: 'Search courses' }, SLOW));
    const field = search.getByRole('combobox', { name: 'Search courses' });
    await typeInto(field, 'ielts');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await expectVisible(search.findByText(SELECT_SUBJECT_MESSAGE));
    await expect(field).toHaveAccessibleDescription(SELECT_SUBJECT_MESSAGE);
  },
};

/** The signed-in tools (the account menu) could not be fetched: said in the header, with a way to try again. */
export const LearnerAccountMenuUnavailable: Story = {
  parameters: { user: 'learner' },
  tags: ['fresh-page'],
  beforeEach: partUnavailable(loadMemberTools, { once: true }),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByText("Your account menu couldn't be loaded.", {}, SLOW));
    await expect(canvas.queryByRole('button', { name: account('learner') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expectVisible(await canvas.findByRole('button', { name: account('learner') }, SLOW));
    await expect(canvas.queryByText("Your account menu couldn't be loaded.")).toBeNull();
  },
};

export const LearnerPendingSignUp: Story = {
  parameters: { user: 'learner-pending' },
  play: async ({ canvasElement }) => {
    await widgetCanvas(canvasElement).findByRole('button', { name: account('learner-pending') }, SLOW);
    await navigationNotice(canvasElement, { containing: ROUTES.signUp });
  },
};

export const Instructor: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Referral code' }, SLOW);
    await waitFor(() => expect(code).toHaveValue('PRIYA4201'), SLOW);
  },
};

export const InstructorDeactivated: Story = {
  parameters: { user: 'instructor-deactive' },
  play: async ({ canvasElement }) => {
    await widgetCanvas(canvasElement).findByRole('button', { name: account('instructor-deactive') }, SLOW);
    await navigationNotice(canvasElement, { containing: ROUTES.accountDisabled });
  },
};

export const OrgAdminOneOrganisation: Story = {
  parameters: { user: 'org-admin' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('button', { name: account('org-admin') }, SLOW);
    await expect(canvas.queryByRole('button', { name: /^Switch organisation/ })).toBeNull();
  },
};

export const OrgAdminSeveralOrganisations: Story = {
  parameters: { user: 'org-admin-multi' },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: /^Switch organisation/ }, SLOW));
  },
};

/** The organisation switcher open: the org-admin's three organisations. */
export const OrgSwitcherOpen: Story = {
  parameters: { user: 'org-admin-multi' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const switcher = await canvas.findByRole('button', { name: /^Switch organisation/ }, SLOW);
    await userEvent.click(switcher);
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    const items = await canvas.findAllByRole('menuitem');
    await expect(items).toHaveLength(demoUsers['org-admin-multi'].info!.org_id.length);
    await expectVisible(items[0]);
  },
};

export const SwitchOrganisation: Story = {
  parameters: { user: 'org-admin-multi' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Switch organisation/ }, SLOW));
    const mine = organisations.filter((org) => demoUsers['org-admin-multi'].info!.org_id.some((o) => o.id === org.id));
    const items = await canvas.findAllByRole('menuitem');
    await expect(items).toHaveLength(mine.length);
    await userEvent.click(items[1]);
    // Code 201: session storage cleared and the page reloaded.
    await navigationNotice(canvasElement, { containing: 'reload', timeout: 8000 });
  },
};

export const YunoAdmin: Story = {
  parameters: { user: 'yuno-admin' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('button', { name: account('yuno-admin') }, SLOW);
    await expect(canvas.getByRole('banner')).toHaveClass('yuno-header--admin');
  },
};

export const LoadingUserInfo: Story = {
  parameters: { user: 'learner', mock: { userInfo: 'hang' } },
  play: async ({ canvasElement }) => {
    await expect(await widgetCanvas(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const UserInfoFailure: Story = {
  parameters: { user: 'learner', mock: { userInfo: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByRole('heading', { name: 'Data not found' }, SLOW));
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', ROUTES.logout);
  },
};

export const MenuFailure: Story = {
  parameters: { user: 'visitor', mock: { menu: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByText("The menu couldn't be loaded.", {}, SLOW));
    await expectVisible(canvas.getByRole('button', { name: 'Retry' }));
  },
};

export const NotAuthorised: Story = {
  parameters: { user: 'learner' },
  args: { allowedRoles: ['Instructor'] },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('heading', { name: 'Not authorized' }, SLOW));
  },
};

export const SlowNetwork: Story = {
  parameters: { user: 'instructor', mock: { '*': { mode: 'slow', delayMs: 2500 } } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: account('instructor') }, SLOW));
  },
};

export const VisitorMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    // The Explore menu opens inside the panel, its groups under their headings.
    await userEvent.click(await canvas.findByRole('button', { name: 'Explore' }, SLOW));
    const menu = canvas.getByRole('menu', { name: 'Explore' });
    await expectVisible(within(menu).getByRole('group', { name: 'Test Preparation' }));
    await expectVisible(within(menu).getByRole('menuitem', { name: 'IELTS' }));
  },
};

export const LearnerMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: account('learner') }, SLOW));
  },
};

/** The Explore menu open on a desktop: its four groups under their headings. */
export const VisitorExploreMenuOpen: Story = {
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const explore = await canvas.findByRole('button', { name: 'Explore' }, SLOW);
    await userEvent.click(explore);
    await expect(explore).toHaveAttribute('aria-expanded', 'true');
    const menu = await canvas.findByRole('menu', { name: 'Explore' });
    for (const group of ['Test Preparation', 'Languages', 'Professional Skills', 'Learning for Kids']) {
      await expectVisible(within(menu).getByRole('group', { name: group }));
    }
  },
};

/** A visitor types in the header's search: the suggestions, grouped (courses, categories, subjects). */
export const VisitorSearchSuggestions: Story = {
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    const search = within(await widgetCanvas(canvasElement).findByRole('search', { name: 'Search courses' }, SLOW));
    await typeInto(search.getByRole('combobox', { name: 'Search courses' }), 'ielts');
    const listbox = await search.findByRole('listbox', {}, SLOW);
    await expectVisible(listbox);
    await expect((await within(listbox).findAllByRole('option', {}, SLOW)).length).toBeGreaterThan(1);
  },
};

/** The learner's course search bar with its suggestions open. */
export const LearnerSearchSuggestions: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const search = within(await widgetCanvas(canvasElement).findByRole('search', { name: 'Search courses' }, SLOW));
    await typeInto(search.getByRole('combobox', { name: 'Search courses' }), 'english');
    const listbox = await search.findByRole('listbox', {}, SLOW);
    await expectVisible(listbox);
    await expect((await within(listbox).findAllByRole('option', {}, SLOW)).length).toBeGreaterThan(1);
  },
};

/** The menu's teaching item does not navigate: it opens 'Choose the type of account'. */
export const TeachOnYunoOpensTheAccountTypes: Story = {
  name: 'Teach on Yuno opens the account types',
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await widgetCanvas(canvasElement).findByRole('button', { name: 'Teach on Yuno' }, SLOW));
    await expect(await overlayCanvas(canvasElement).findByRole('dialog', { name: CHOOSE_ACCOUNT_TITLE }, SLOW)).toHaveAttribute('open');
  },
};

const ANDROID_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** The page is seen on an Android phone (the prompt and Get the app read the user agent). */
function onAndroid() {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => ANDROID_USER_AGENT });
  return () => {
    delete (navigator as unknown as Record<string, unknown>).userAgent;
  };
}

/** Android only: the app-install prompt (Open, close) above the header, and Get the app. */
export const VisitorOnAndroid: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'visitor' },
  beforeEach: onAndroid,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const prompt = await canvas.findByRole('region', { name: 'Get the app' }, SLOW);
    await expectVisible(prompt);
    await expect(within(prompt).getByRole('link', { name: 'Open' })).toHaveAttribute('href', DEFAULT_APP_URL);
    await expectVisible(within(prompt).getByRole('button', { name: 'Close the app prompt' }));
  },
};

/** The instructor's Invite link dialog (500 px) with the link to copy. */
export const InstructorInviteLink: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite link' }, SLOW));
    const dialog = await canvas.findByRole('dialog', { name: 'Invite link' });
    await expectVisible(dialog);
    const link = await within(dialog).findByRole('textbox', { name: 'Invite link' }, SLOW);
    await expect((link as HTMLInputElement).value).toMatch(/^https?:\/\/.+/);
  },
};

/** The invite link could not be had: the server's message (else the common one), with a retry. */
export const InstructorInviteLinkFailure: Story = {
  parameters: { user: 'instructor', mock: { inviteLink: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite link' }, SLOW));
    const dialog = await canvas.findByRole('dialog', { name: 'Invite link' });
    await expectVisible(await within(dialog).findByText('The server could not finish this request.', {}, SLOW));
  },
};

/** The token could not be refreshed (the expiry check answers 401): Session Expired opens over the page. */
export const SessionExpiresWhileSignedIn: Story = {
  parameters: { user: 'learner', mock: { tokenExpiry: 'code401' } },
  play: async ({ canvasElement }) => {
    const dialog = await overlayCanvas(canvasElement).findByRole('dialog', { name: SESSION_EXPIRED_DIALOG.title }, SLOW);
    await expect(dialog).toHaveAttribute('open');
    await expectVisible(within(dialog).getByRole('button', { name: SESSION_EXPIRED_DIALOG.action }));
  },
};

/** User info answered HTTP 403: the error header and data-not-found, and the not-authorised dialog once. */
export const UserInfoForbidden: Story = {
  parameters: { user: 'learner', mock: { userInfo: 'http403' } },
  play: async ({ canvasElement }) => {
    const dialog = await overlayCanvas(canvasElement).findByRole('dialog', { name: 'Not authorised' }, SLOW);
    await expect(dialog).toHaveAttribute('open');
    await expect(within(widgetCanvas(canvasElement).getByRole('banner')).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', ROUTES.logout);
  },
};

/** A page for some roles only, seen logged out: asked to log in with an account that has access. */
export const VisitorNotAuthorised: Story = {
  parameters: { user: 'visitor' },
  args: { allowedRoles: ['Learner'] },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByRole('heading', { name: 'Not authorized' }, SLOW));
    await expectVisible(canvas.getByRole('button', { name: 'Log in' }));
  },
};

/** The instructor's header at 375 px: the referral code and Invite link in the menu panel. */
export const InstructorMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByRole('button', { name: account('instructor') }, SLOW));
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const code = await canvas.findByRole('textbox', { name: 'Referral code' }, SLOW);
    await waitFor(() => expect(code).toHaveValue('PRIYA4201'), SLOW);
    await expectVisible(code);
  },
};
