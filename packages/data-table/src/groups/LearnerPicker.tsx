import { TABLE_QUERY_DEBOUNCE_MS } from '@yuno/core';
import { CloseIcon, Combobox } from '@yuno/ui';
import { useSuggestions, type SuggestionSource } from '../table/useSuggestions';
import { learnerOf, withLearner, type Learner } from './groupForm';

/** The instructor's learners, searched by name or email. */
export const LEARNER_SOURCE: SuggestionSource = {
  route: 'learnerSuggestions',
  textParam: 'text',
  query: { user_id: 'self' },
  valueField: 'id',
  labelField: 'name',
  descriptionField: 'email',
};

interface LearnerPickerProps {
  learners: Learner[];
  onChange: (learners: Learner[]) => void;
  typed: string;
  onTyped: (text: string) => void;
  onBlur: () => void;
  error?: string | null;
}

/**
 * Focus for when a chip's remove button goes (it would fall to the page): the next chip's
 * button, else the previous one's, else the Learners field. They all stay, so it moves now.
 */
function focusNextChip(button: HTMLElement) {
  const chip = button.parentElement!;
  const other = chip.nextElementSibling ?? chip.previousElementSibling;
  (other ? other.querySelector('button') : chip.closest('.yuno-dt-field')?.querySelector('input'))?.focus();
}

/** Picks learners from the list (never free text) and shows the chosen ones, each removable. */
export function LearnerPicker({ learners, onChange, typed, onTyped, onBlur, error }: LearnerPickerProps) {
  const { suggestions, loading, onQuery } = useSuggestions(LEARNER_SOURCE);
  return (
    <div className="yuno-dt-field" onBlur={onBlur}>
      <Combobox
        label="Learners"
        placeholder="Search by name or email"
        value={typed}
        onValueChange={onTyped}
        groups={[{ id: 'learners', label: 'Learners', options: suggestions }]}
        loading={loading}
        emptyText="No learners found"
        debounceMs={TABLE_QUERY_DEBOUNCE_MS}
        onQuery={onQuery}
        error={error ?? undefined}
        onSelect={(option) => {
          const learner = learnerOf(suggestions.find((s) => s.id === option.id)?.record);
          if (learner) onChange(withLearner(learners, learner));
          onTyped('');
          onQuery('');
        }}
      />
      {learners.length > 0 ? (
        <ul className="yuno-dt-tags" aria-label="Chosen learners">
          {learners.map((learner) => (
            <li key={learner.id}>
              {learner.name}
              <button
                type="button"
                aria-label={`Remove ${learner.name}`}
                onClick={(event) => {
                  focusNextChip(event.currentTarget);
                  onChange(learners.filter((l) => l.id !== learner.id));
                }}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
