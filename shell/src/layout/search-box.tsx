import { paths, SEARCH_FORM } from '@shop/shared/paths';
import { useNavigate } from '@shop/shared/router';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { SearchIcon } from './icons';

const FORM_ID = 'shop-search-form';

/**
 * To /by-keyword/{keyword} when there is a keyword, otherwise to / (docs/behaviour.md#search); before the scripts
 * run, the form's own GET asks the shop's server for the same. Phones fold the form behind a Search button, which
 * opens it below the header's row; wider screens always show it and hide the button.
 */
export function SearchBox() {
  const [keyword, setKeyword] = useState('');
  // Only phones see the toggle; wider screens show the form whatever this says.
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? paths.byKeyword(trimmed) : paths.home());
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  // Opened by the button: the visitor came to type, so the field takes the focus (once it is displayed).
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  return (
    <div className="search-box" data-open={open}>
      <button
        ref={toggle}
        className="search-toggle"
        type="button"
        aria-expanded={open}
        aria-controls={FORM_ID}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <SearchIcon />
        <span className="shop-visually-hidden">Search</span>
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for older browsers */}
      <form
        id={FORM_ID}
        className="search-form"
        role="search"
        action={SEARCH_FORM.action}
        onSubmit={search}
        onKeyDown={closeOnEscape}
      >
        <label htmlFor="shop-search" className="shop-visually-hidden">
          Search products
        </label>
        <input
          ref={field}
          id="shop-search"
          name={SEARCH_FORM.field}
          type="search"
          enterKeyHint="search"
          placeholder="Search products"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit">Search</button>
      </form>
    </div>
  );
}
