/**
 * The product's variants: one row per size and colour pair, with its SKU, stock and price. Sizes and colours are
 * picked from those the form offers now; a kind the product does not offer is left empty. Each input is labelled
 * with its row, so a screen reader says which variant it is in.
 */
import { Button, Form, Input, InputNumber, Select } from '@shop/shared/antd';
import { offeredOptions } from '@shop/shared/lib';
import './variants-field.css';

const choicesOf = (list: string) => offeredOptions(list).map((option) => ({ value: option, label: option }));

/** A new row: no size or colour until picked (the selects show what to pick), unlimited, at the product's price. */
const NEW_VARIANT = { sku: '', stock: null, price: null };

export function VariantsField({ sizes, colors }: { sizes: string; colors: string }) {
  const sizeChoices = choicesOf(sizes);
  const colorChoices = choicesOf(colors);
  const offersNone = sizeChoices.length === 0 && colorChoices.length === 0;
  return (
    <fieldset className="variants-field">
      <legend>Variants</legend>
      <p className="variants-field-hint">
        A size and colour pair with its own SKU and stock, and its own price if it differs (empty: the
        product's price). Stock left empty is unlimited.
      </p>
      <Form.List name="variants">
        {(rows, { add, remove }) => (
          <>
            {rows.map(({ key, name }) => {
              const label = (what: string) => `Variant ${name + 1} ${what}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a group of inputs, not a form of its own
                <div key={key} className="variants-field-row" role="group" aria-label={`Variant ${name + 1}`}>
                  <Form.Item name={[name, 'sku']}>
                    <Input aria-label={label('SKU')} placeholder="SKU" maxLength={64} />
                  </Form.Item>
                  <Form.Item name={[name, 'size']}>
                    <Select
                      aria-label={label('size')}
                      placeholder={sizeChoices.length ? 'Size' : 'No sizes'}
                      options={sizeChoices}
                      disabled={sizeChoices.length === 0}
                      style={{ width: '8rem' }}
                    />
                  </Form.Item>
                  <Form.Item name={[name, 'color']}>
                    <Select
                      aria-label={label('colour')}
                      placeholder={colorChoices.length ? 'Colour' : 'No colours'}
                      options={colorChoices}
                      disabled={colorChoices.length === 0}
                      style={{ width: '8rem' }}
                    />
                  </Form.Item>
                  <Form.Item name={[name, 'stock']}>
                    <InputNumber aria-label={label('stock')} placeholder="Unlimited" min={0} precision={0} />
                  </Form.Item>
                  <Form.Item name={[name, 'price']}>
                    <InputNumber
                      aria-label={label('price')}
                      placeholder="Product's"
                      min={0}
                      step={0.01}
                      precision={2}
                      prefix="$"
                    />
                  </Form.Item>
                  <Button onClick={() => remove(name)} aria-label={`Remove variant ${name + 1}`}>
                    Remove
                  </Button>
                </div>
              );
            })}
            <Button onClick={() => add({ ...NEW_VARIANT })} disabled={offersNone}>
              Add a variant
            </Button>
            {offersNone && <p className="variants-field-hint">Give the product sizes or colours first.</p>}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
