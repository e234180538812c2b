import { get } from '@shop/shared/api';
import type { ApiAnswer, SearchSuggestions } from '@shop/shared/contracts';
import { paths } from '@shop/shared/paths';
import { useEffect, useState } from 'react';

/** One choice the search box offers: where it leads, and what kind of thing it is. */
export interface Suggestion {
  id: string;
  label: string;
  kind: 'Product' | 'Brand' | 'Category';
  href: string;
}

/** Asked once typing pauses this long: one request per pause, not per key. */
export const SUGGEST_AFTER_MS = 150;
/** Fewer letters than this match too much to help. */
export const MIN_TYPED = 2;

const listed = ({ products, brands, categories }: SearchSuggestions): Suggestion[] => [
  ...products.map(({ _id, title }) => ({
    id: `product-${_id}`,
    label: title,
    kind: 'Product' as const,
    href: paths.details(_id),
  })),
  ...brands.map(({ _id, brandName }) => ({
    id: `brand-${_id}`,
    label: brandName,
    kind: 'Brand' as const,
    href: paths.byBrand(_id),
  })),
  ...categories.map(({ _id, categoryName }) => ({
    id: `category-${_id}`,
    label: categoryName,
    kind: 'Category' as const,
    href: paths.byCategory(_id),
  })),
];

/**
 * The suggestions for what has been typed, asked for once typing pauses; an answer for older text never replaces
 * a newer one. Without an answer the list stays empty: the form still searches.
 */
export function useSuggestions(typed: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const keyword = typed.trim();
    if (keyword.length < MIN_TYPED) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      get<ApiAnswer<SearchSuggestions>>(`ProductSuggestions/${encodeURIComponent(keyword)}`)
        .then((answer) => {
          if (current && answer.status === 'success') setSuggestions(listed(answer.data));
        })
        .catch(() => undefined);
    }, SUGGEST_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed]);
  return suggestions;
}
