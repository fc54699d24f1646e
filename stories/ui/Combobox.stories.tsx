import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { api, COURSE_SEARCH_TEXT, ERROR_MESSAGES, normaliseSuggestions, SELECT_SUBJECT_MESSAGE } from '@yuno/core';
import { Combobox, SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS, type ComboboxGroup, type ComboboxProps } from '@yuno/ui';
import { expectVisible, SLOW, typeInto, widgetCanvas } from '../support/play';

type DemoProps = Omit<ComboboxProps, 'value' | 'onValueChange' | 'groups' | 'onQuery'> & { source: 'mock API' | 'none' };

/** Suggestions from the mock API's course suggestions, as the header search asks for them. */
async function suggestionsFor(text: string): Promise<ComboboxGroup[]> {
  const answer = await api.get('courseSuggestions', { query: { text } });
  const lists = normaliseSuggestions(answer.data);
  return [
    {
      id: 'course',
      label: 'Courses',
      options: lists.course.map((c) => ({ id: `c-${c.course_url || c.title}`, label: c.title, description: `${c.duration_weeks} weeks` })),
    },
    { id: 'category', label: 'Categories', options: lists.category.map((c) => ({ id: `k${c.id}`, label: c.name, description: `${c.course_count} courses` })) },
    { id: 'sub', label: 'Subjects', options: lists.sub_category.map((c) => ({ id: `s${c.id}`, label: c.name, description: c.parent_cat_name })) },
  ];
}

function ComboboxDemo({ source, loading, error, ...props }: DemoProps) {
  const [value, setValue] = useState('');
  const [groups, setGroups] = useState<ComboboxGroup[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onQuery = async (text: string) => {
    if (!text || source === 'none') return setGroups([]);
    setBusy(true);
    try {
      setGroups(await suggestionsFor(text));
      setFailed(false);
    } catch {
      setGroups([]);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ maxWidth: 480 }}>
      <Combobox
        {...props}
        value={value}
        onValueChange={setValue}
        groups={groups}
        onQuery={onQuery}
        loading={loading || busy}
        error={error || (failed ? ERROR_MESSAGES.common.trim() : undefined)}
      />
    </div>
  );
}

/**
 * List autocomplete with grouped suggestions (courses, categories, subjects). Suggestions are
 * asked for once the text has 3 characters, 700 ms after the last keystroke (the spec); the
 * data table's query uses 500 ms. Arrow keys move, Enter picks, Escape closes then clears.
 */
const meta = {
  title: 'UI/Combobox',
  component: ComboboxDemo,
  tags: ['autodocs'],
  parameters: { docs: { story: { iframeHeight: 460 } } },
  args: {
    label: 'Search courses',
    placeholder: COURSE_SEARCH_TEXT.searchPlaceholder,
    source: 'mock API',
    minChars: SUGGESTION_MIN_CHARS,
    debounceMs: SUGGESTION_DEBOUNCE_MS,
    emptyText: 'No matching courses',
    error: '',
    loading: false,
    hideLabel: false,
    onSelect: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    source: { control: 'inline-radio', options: ['mock API', 'none'], description: 'Where suggestions come from' },
    error: { control: 'text', description: "Shown under the input, e.g. 'Please select the subject from list'" },
    minChars: { control: { type: 'number', min: 1, max: 5 } },
    debounceMs: { control: { type: 'number', min: 0, step: 100 } },
  },
} satisfies Meta<typeof ComboboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await typeInto(await canvas.findByRole('combobox', { name: 'Search courses' }), 'ielts');
    const options = await canvas.findAllByRole('option', {}, SLOW);
    await expect(options.length).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', options[0].id);
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await typeInto(await canvas.findByRole('combobox', { name: 'Search courses' }), 'zzqx');
    await expectVisible(await canvas.findByText('No matching courses', { selector: 'p' }, SLOW));
  },
};

export const Loading: Story = {
  parameters: { mock: { courseSuggestions: 'hang' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await typeInto(await canvas.findByRole('combobox', { name: 'Search courses' }), 'ielts');
    await expectVisible(await canvas.findByText('Loading suggestions…', { selector: 'p' }, SLOW));
  },
};

export const WithError: Story = { args: { error: SELECT_SUBJECT_MESSAGE } };
