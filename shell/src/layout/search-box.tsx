import { paths } from '@shop/shared/paths';
import { useNavigate } from '@shop/shared/router';
import { type FormEvent, useState } from 'react';

/** To /by-keyword/{keyword} when there is a keyword, otherwise to / (docs/behaviour.md#search). */
export function SearchBox() {
  const [keyword, setKeyword] = useState('');
  const navigate = useNavigate();
  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    navigate(trimmed ? paths.byKeyword(trimmed) : paths.home());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for older browsers
    <form className="search-box" role="search" onSubmit={search}>
      <label htmlFor="shop-search" className="visually-hidden">
        Search products
      </label>
      <input
        id="shop-search"
        type="search"
        placeholder="Search products"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit">Search</button>
    </form>
  );
}
