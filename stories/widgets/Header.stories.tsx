import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_MENU_ITEMS, ERROR_MESSAGES, ROLES, ROUTES } from '@yuno/core';
import { demoUsers, organisations } from '@yuno/mock-api';
import { DEFAULT_APP_URL, Header } from '@yuno/header';
import { loadBookDemo } from '../../packages/header/src/header/loadBookDemo';
import { loadMemberTools } from '../../packages/header/src/header/loadMemberTools';
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
    showSideMenu: { description: "The page's side menu (the side-menu widget hides when this is off)" },
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
  beforeEach: partDelayed(loadBookDemo, () => import('../../packages/header/src/parts/header-book-demo'), 1500),
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
    await expect(items.map((item) => item.textContent)).toEqual([...ACCOUNT_MENU_ITEMS]);
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
    await expectVisible(search.findByText(ERROR_MESSAGES.selectSubject));
    await expect(field).toHaveAccessibleDescription(ERROR_MESSAGES.selectSubject);
  },
};

/** The signed-in tools (the account menu) could not be fetched: said in the header, with a way to try again. */
export const LearnerAccountMenuUnavailable: Story = {
  parameters: { user: 'learner' },
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
