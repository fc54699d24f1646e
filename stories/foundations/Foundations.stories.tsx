import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokenGroup, tokens, type TokenGroup, type TokenName } from '@yuno/ui';
import { widgetCanvas } from '../support/play';
import { TokenTable } from '../support/TokenTable';

/**
 * The design tokens every widget is drawn with, by their `--yuno-*` names: a site restyles all
 * the widgets by setting these (the WordPress plugin maps them to the theme's presets). Read
 * from the tokens' one source, so a token added there shows here; each sample uses the token
 * itself, so what a page overrides shows too.
 */
const meta = {
  title: 'Foundations/Tokens',
  component: TokenTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token of the groups shown is on the page, by name. */
const showsEvery =
  (groups: readonly TokenGroup[]): Story['play'] =>
  async ({ canvasElement }) => {
    const names = (Object.keys(tokens) as TokenName[]).filter((name) => groups.includes(tokenGroup(name)));
    const shown = (await widgetCanvas(canvasElement).findAllByRole('rowheader')).map((cell) => cell.textContent);
    await expect(shown).toEqual(names);
  };

const page = (groups: readonly TokenGroup[]): Story => ({ args: { groups }, play: showsEvery(groups) });

/** Brand, text, surfaces, lines, status and progress colours. */
export const Colour: Story = page(['color']);

/** Families, sizes, weights and line heights. */
export const Type: Story = page(['font', 'line-height']);

/** The 4 px spacing grid. */
export const Spacing: Story = page(['space']);

export const Radius: Story = page(['radius']);

/** Cards, popovers and dialogs. */
export const Shadow: Story = page(['shadow']);
