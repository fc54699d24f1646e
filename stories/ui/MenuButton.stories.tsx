import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ACCOUNT_MENU_ACTIVE_BY_DEFAULT, ACCOUNT_MENU_ITEMS } from '@yuno/core';
import { MenuButton } from '@yuno/ui';
import { expectVisible, isFocused, widgetCanvas } from '../support/play';

/**
 * Menu button: Enter, Space, click or ArrowDown open it on the first item; Up/Down wrap,
 * Home/End jump, a letter moves to the next item starting with it, Escape closes and returns
 * focus. Disabled items stay focusable (aria-disabled) but do nothing.
 */
const meta = {
  title: 'UI/MenuButton',
  component: MenuButton,
  tags: ['autodocs'],
  parameters: { docs: { story: { iframeHeight: 420 } } },
  args: {
    label: 'Account',
    align: 'start',
    items: ACCOUNT_MENU_ITEMS.map((label) => ({
      id: label,
      label,
      disabled: !ACCOUNT_MENU_ACTIVE_BY_DEFAULT.includes(label),
      onSelect: fn(),
    })),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
    items: { control: false },
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    (await canvas.findByRole('button', { name: 'Account' })).focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = await canvas.findAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([...ACCOUNT_MENU_ITEMS]);
    await expect(isFocused(items[0])).toBe(true);
    await expect(canvas.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Organisations: Story = {
  args: {
    label: 'Switch organisation',
    items: [
      { id: 'a', label: 'Lakeside Learning Academy (current)', onSelect: fn() },
      { id: 'b', label: 'Northstar Test Prep', onSelect: fn() },
      { id: 'c', label: 'The Extraordinarily Long Named International Academy of Languages and Test Preparation', onSelect: fn() },
    ],
  },
};

const links = (...labels: string[]) => labels.map((label) => ({ id: label, label, href: `/${label.toLowerCase().replace(/ /g, '-')}/courses/` }));

/** Groups: each under its visible heading (a labelled group); the arrows run through every group's items. */
export const Groups: Story = {
  args: {
    label: 'Explore',
    items: [
      { id: 'tests', label: 'Test Preparation', items: links('IELTS', 'TOEFL', 'PTE') },
      { id: 'languages', label: 'Languages', items: links('English Speaking', 'French') },
      { id: 'kids', label: 'Learning for Kids', items: links('Vedic Maths', 'Coding for Kids') },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    (await canvas.findByRole('button', { name: 'Explore' })).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expectVisible(canvas.getByRole('group', { name: 'Languages' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(isFocused(canvas.getByRole('menuitem', { name: 'English Speaking' }))).toBe(true);
  },
};

export const AlignedToTheEnd: Story = { args: { align: 'end' }, parameters: { layout: 'centered' } };
