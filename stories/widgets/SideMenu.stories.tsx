import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REFERRAL_TEXT, ROUTES, SIDE_MENU_HEADING, STORAGE_KEYS } from '@yuno/core';
import { SideMenu } from '@yuno/shell';
import { WIDGET_CSS } from '../support/widgetCss';
import { expectVisible, findToast, navigationNotice, SLOW, widgetCanvas } from '../support/play';
import { mobileGlobals } from '../support/viewports';

/**
 * The `side-menu` widget of logged-in pages: the server's sections and items (with
 * sub-items), the Account section with the profile, and the Generate Code item that shows or
 * creates the referral code. Headed 'Learn' for learners and 'Insights' for everyone else.
 * Full or mini (kept for the session); below 768 px a toggle opens it as a drawer. It has no
 * props: what it shows comes from the signed-in user. Nothing is shown to a visitor.
 */
const meta = {
  title: 'Widgets/Side menu',
  component: SideMenu,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['side-menu'], docs: { story: { iframeHeight: 640 } } },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = async (canvasElement: HTMLElement, name: string) => widgetCanvas(canvasElement).findByRole('navigation', { name }, SLOW);

export const Learner: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const menu = await nav(canvasElement, SIDE_MENU_HEADING.learner);
    await expectVisible(await within(menu).findByText('aarav.mehta@example.com', {}, SLOW));
  },
};

export const Instructor: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const menu = await nav(canvasElement, SIDE_MENU_HEADING.other);
    await expectVisible(await within(menu).findByRole('link', { name: 'Schedule' }, SLOW));
  },
};

/** An item with sub-items opened: My Courses shows Upcoming and Ongoing, and Past. */
export const LearnerSubItemsOpen: Story = {
  name: 'Learner: sub-items open',
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const menu = within(await nav(canvasElement, SIDE_MENU_HEADING.learner));
    const more = await menu.findByRole('button', { name: 'My Courses: more pages' }, SLOW);
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expectVisible(await menu.findByRole('link', { name: 'Upcoming and Ongoing' }));
    await expectVisible(menu.getByRole('link', { name: 'Past' }));
  },
};

export const OrgAdmin: Story = { parameters: { user: 'org-admin' } };

export const YunoAdmin: Story = { parameters: { user: 'yuno-admin' } };

export const LearnerPendingSignUp: Story = {
  parameters: { user: 'learner-pending' },
  play: async ({ canvasElement }) => {
    await nav(canvasElement, SIDE_MENU_HEADING.learner);
    await navigationNotice(canvasElement, { containing: ROUTES.signUp });
  },
};

export const GenerateReferralCode: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
    await expectVisible(await canvas.findByText("You don't have a referral code yet.", {}, SLOW));
    await userEvent.click(canvas.getAllByRole('button', { name: REFERRAL_TEXT.generateCode }).at(-1)!);
    const field = await canvas.findByRole('textbox', { name: 'Your referral code' }, SLOW);
    await waitFor(() => expect(field).toHaveValue('AARAV4101'));
  },
};

export const GenerateCodeFailure: Story = {
  parameters: { user: 'learner', mock: { generateReferralCode: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
    // The panel's own Generate Code button shows once the panel knows there is no code yet.
    await canvas.findByText("You don't have a referral code yet.", {}, SLOW);
    await userEvent.click(canvas.getAllByRole('button', { name: REFERRAL_TEXT.generateCode }).at(-1)!);
    await expect(await findToast(canvasElement, 'The server could not finish this request.')).toBeInTheDocument();
  },
};

/** An instructor already has a code: Generate Code shows it, read-only, with Copy. */
export const InstructorGenerateCodeShowsTheCode: Story = {
  name: 'Instructor: Generate Code shows the code',
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
    const field = await canvas.findByRole('textbox', { name: 'Your referral code' }, SLOW);
    await waitFor(() => expect(field).toHaveValue('PRIYA4201'), SLOW);
    await expectVisible(field);
  },
};

export const Collapsed: Story = {
  parameters: { user: 'learner', storage: { session: { [STORAGE_KEYS.sidebarCollapsed]: 'true' } } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: 'Expand the menu' }, SLOW));
  },
};

export const LoadingMenu: Story = { parameters: { user: 'learner', mock: { sidebarMenu: 'hang' } } };

export const MenuFailure: Story = {
  parameters: { user: 'instructor', mock: { sidebarMenu: 'fail' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: 'Try again' }, SLOW));
  },
};

export const VisitorSeesNothing: Story = { parameters: { user: 'visitor' } };

export const MobileDrawer: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Open the menu: / }, SLOW));
    const drawer = await nav(canvasElement, SIDE_MENU_HEADING.learner);
    // The drawer fades in: it is visible once its opening animation has started.
    await waitFor(() => expect(drawer).toBeVisible(), SLOW);
  },
};
