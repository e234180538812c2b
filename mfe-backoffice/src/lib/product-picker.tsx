/**
 * A product of the catalogue on sale, chosen by its title or SKU as the operator types (the admin product list's
 * search), where a raw id had to be typed. Used as an antd Form control: `value` (the product's id) and `onChange`
 * come from the Form.Item.
 */
import { Select } from '@shop/shared/antd';
import { useEffect, useState } from 'react';
import { type AdminProduct, listProducts, readProduct } from '../api/catalogue';

/** How many products the list offers at once; typing more narrows it. */
const OFFERED = 10;
/** Asked once typing pauses. */
const SEARCH_AFTER_MS = 250;

interface Option {
  value: string;
  label: string;
}

const optionOf = (product: AdminProduct): Option => ({
  value: product._id,
  label: `${product.title} (${product.sku})`,
});

export function ProductPicker({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (productId: string) => void;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option | null>(null);
  const [searching, setSearching] = useState(false);

  // The chosen product by its name, when the form opens with one (its id alone when it cannot be read).
  useEffect(() => {
    if (!value || chosen?.value === value) return;
    let current = true;
    readProduct(value)
      .then((product) => current && setChosen(optionOf(product)))
      .catch(() => current && setChosen({ value, label: value }));
    return () => {
      current = false;
    };
  }, [value, chosen]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      setSearching(true);
      try {
        const page = await listProducts({
          q: typed.trim() || undefined,
          retired: false,
          page: 1,
          limit: OFFERED,
        });
        if (current) setFound(page.data.map(optionOf));
      } catch {
        // The list stays as it was; saving says what is wrong with what was chosen.
      } finally {
        if (current) setSearching(false);
      }
    }, SEARCH_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed]);

  const options =
    chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="Type a title or SKU"
      loading={searching}
      value={value || undefined}
      options={options}
      onChange={(picked: string) => {
        setChosen(options.find((option) => option.value === picked) ?? null);
        onChange?.(picked);
      }}
      notFoundContent={searching ? 'Searching…' : 'No product on sale matches'}
    />
  );
}
