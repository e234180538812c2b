import { paths, SEARCH_FORM } from '@shop/shared/paths';
import { useNavigate } from '@shop/shared/router';
import { FoldToggle, useFold } from '@shop/shared/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { SearchIcon } from './icons';
import { type Suggestion, useSuggestions } from './search-suggestions';

const FORM_ID = 'shop-search-form';
const LIST_ID = 'shop-search-suggestions';

/**
 * To /by-keyword/{keyword} when there is a keyword, otherwise to / (docs/behaviour.md#search); before the scripts
 * run, the form's own GET asks the shop's server for the same. As the visitor types, products, brands and
 * categories are suggested under the field, a combobox in the WAI-ARIA pattern: arrows move through them, Enter
 * opens the one chosen (or searches when none is), Escape closes them. Phones fold the form behind a Search toggle,
 * which opens it below the header's row (shared's `FoldToggle`); wider screens always show it and hide the toggle.
 */
export function SearchBox() {
  const [keyword, setKeyword] = useState('');
  // Only phones see the toggle; wider screens show the form whatever it says.
  const fold = useFold();
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(keyword);
  const field = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const shown = listOpen && suggestions.length > 0;
  const activeSuggestion = shown ? suggestions[active] : undefined;

  const closeList = () => {
    setListOpen(false);
    setActive(-1);
  };
  const go = (suggestion: Suggestion) => {
    closeList();
    setKeyword('');
    navigate(suggestion.href);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (activeSuggestion) return go(activeSuggestion);
    closeList();
    const trimmed = keyword.trim();
    navigate(trimmed ? paths.byKeyword(trimmed) : paths.home());
  };
  const onFieldKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end is back to the field's own text, as in most search boxes.
      setActive((index) => {
        const next = index + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    }
    if (event.key === 'Escape' && shown) {
      // Only the list closes: a second Escape folds the phone's form.
      event.stopPropagation();
      closeList();
    }
  };
  // New suggestions start with none chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list resets the choice
  useEffect(() => setActive(-1), [suggestions]);
  // Opened by the button: the visitor came to type, so the field takes the focus (once it is displayed).
  useEffect(() => {
    if (fold.open) field.current?.focus();
  }, [fold.open]);

  return (
    <div className="search-box">
      <FoldToggle fold={fold} className="search-toggle" controls={FORM_ID}>
        <SearchIcon />
        <span className="shop-visually-hidden">Search</span>
      </FoldToggle>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for older browsers */}
      <form
        id={FORM_ID}
        className="search-form"
        role="search"
        action={SEARCH_FORM.action}
        onSubmit={search}
        onKeyDown={fold.closeOnEscape}
      >
        <label htmlFor="shop-search" className="shop-visually-hidden">
          Search products
        </label>
        <input
          ref={field}
          id="shop-search"
          name={SEARCH_FORM.field}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={LIST_ID}
          aria-activedescendant={activeSuggestion ? `${LIST_ID}-${activeSuggestion.id}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search products"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setListOpen(true);
          }}
          onKeyDown={onFieldKeyDown}
          onBlur={closeList}
        />
        <button type="submit">Search</button>
        <div
          id={LIST_ID}
          className="search-suggestions"
          role="listbox"
          aria-label="Suggestions"
          hidden={!shown}
        >
          {shown &&
            suggestions.map((suggestion, index) => (
              <div
                key={suggestion.id}
                id={`${LIST_ID}-${suggestion.id}`}
                role="option"
                // Focus stays in the field (aria-activedescendant names the option chosen).
                tabIndex={-1}
                aria-selected={index === active}
                // Chosen before the field's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(suggestion);
                }}
              >
                <span className="search-suggestion-label">{suggestion.label}</span>
                <span className="search-suggestion-kind">{suggestion.kind}</span>
              </div>
            ))}
        </div>
      </form>
    </div>
  );
}
