/**
 * A product's form (`/admin/products/:id`, or `/admin/products/new`): every field the admin API writes, with its
 * refusals shown on the field it names, the gallery's eight places, retire and restore, and the card as shoppers
 * will see it. The API is the one judge of what is valid: the form checks nothing it would check again. A save
 * sends only what the operator changed; when someone else changed the product meanwhile, it says what, and the form
 * keeps the operator's changes over the product as it is now.
 */
import {
  Alert,
  Button,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
} from '@shop/shared/antd';
import { notify as notifyOnBus } from '@shop/shared/bus';
import { Link, useNavigate, useParams } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { type AdminProduct, GALLERY_SLOTS, type ProductFields } from '../../api/catalogue';
import { AdminFailure, isStale } from '../../api/transport';
import { adminPaths } from '../../app/sections';
import { $brands, $categories, catalogueNamesNeeded } from '../../entities/catalogue-names';
import { changesFrom, withChanges } from '../../lib/changes';
import { ConflictNotice } from '../../lib/conflict-notice';
import { showFailure } from '../../lib/form-failure';
import { PictureField } from '../../lib/picture-field';
import { ScreenTitle } from '../../lib/screen-title';
import { REMARKS } from '../products/page';
import { CardPreview } from './card-preview';
import { GalleryField } from './gallery-field';
import {
  $conflict,
  $product,
  $readFailure,
  productOpened,
  readProductFx,
  saveProductFx,
  setRetiredFx,
} from './model';
import { VariantsField } from './variants-field';
import './page.css';

/** The form's values: the API's fields, with the gallery's places as one list. */
type FormValues = Omit<ProductFields, 'details'> & {
  gallery: string[];
  details: Pick<ProductFields['details'], 'size' | 'color' | 'des'>;
};

const NEW_PRODUCT: Partial<FormValues> = {
  discount: false,
  discountPrice: null,
  star: 0,
  remark: 'new',
  stock: null,
  gallery: [],
  details: { size: '', color: '', des: '' },
  variants: [],
};

const formValuesOf = ({ details, ...product }: AdminProduct): FormValues => ({
  ...product,
  gallery: GALLERY_SLOTS.map((slot) => details[slot]),
  details: { size: details.size, color: details.color, des: details.des },
});

function fieldsOf({ gallery, details, ...values }: FormValues): ProductFields {
  const { sku, title, shortDes, price, discount, discountPrice, image, star, remark, brandID, categoryID } =
    values;
  // An input left empty is null: unlimited stock, the product's price.
  const variants = (values.variants ?? []).map((variant) => ({
    sku: variant.sku ?? '',
    size: variant.size ?? '',
    color: variant.color ?? '',
    stock: variant.stock ?? null,
    price: variant.price ?? null,
  }));
  return {
    sku,
    title,
    shortDes,
    price,
    discount,
    discountPrice: discount ? discountPrice : null,
    image,
    star,
    remark,
    stock: values.stock ?? null,
    brandID,
    categoryID,
    variants,
    details: {
      ...details,
      ...Object.fromEntries(GALLERY_SLOTS.map((slot, index) => [slot, gallery[index] ?? ''])),
    } as ProductFields['details'],
  };
}

/** The form's words for the API's fields the notice of a refused save names. */
const LABELS: Record<string, string> = {
  sku: 'SKU',
  shortDes: 'Short description',
  discountPrice: 'Discount price',
  star: 'Rating until reviewed',
  brandID: 'Brand',
  categoryID: 'Category',
  retiredAt: 'Retired',
  createdAt: 'Created',
  'details.size': 'Sizes',
  'details.color': 'Colours',
  'details.des': 'Description',
};
const labelOf = (name: string) =>
  LABELS[name] ??
  name.replace(/^details\.img(\d)$/, 'Picture $1').replace(/^\w/, (first) => first.toUpperCase());

/** A gallery place the API refused (`details.img3`) is marked on the gallery, naming the place. */
function galleryFailure(error: unknown) {
  const place = error instanceof AdminFailure && error.field?.match(/^details\.img(\d)$/)?.[1];
  return place ? { name: 'gallery' as const, errors: [`Picture ${place}: ${error.message}`] } : undefined;
}

export function ProductEditor() {
  const { id = null } = useParams();
  const productId = id === 'new' ? null : id;
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [product, conflict, readFailure, reading, saving, retiring, brands, categories] = useUnit([
    $product,
    $conflict,
    $readFailure,
    readProductFx.pending,
    saveProductFx.pending,
    setRetiredFx.pending,
    $brands,
    $categories,
  ]);
  // Bound to the page's scope: the shop runs its pages in a scope of their own.
  const { opened, namesNeeded, saveProduct, retire, notify } = useUnit({
    opened: productOpened,
    namesNeeded: catalogueNamesNeeded,
    saveProduct: saveProductFx,
    retire: setRetiredFx,
    notify: notifyOnBus,
  });
  const [draft, setDraft] = useState<Partial<FormValues>>(NEW_PRODUCT);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    opened(productId);
    namesNeeded();
    setFailure(null);
    form.resetFields();
    setDraft(NEW_PRODUCT);
  }, [productId, form, opened, namesNeeded]);
  useEffect(() => {
    if (!product || product._id !== productId) return;
    const values = formValuesOf(conflict ? withChanges(product, conflict.kept) : product);
    form.setFieldsValue(values);
    setDraft(values);
  }, [product, conflict, productId, form]);

  const save = async (values: FormValues) => {
    setFailure(null);
    const fields = fieldsOf(values);
    const edit = product && {
      id: product._id,
      changes: changesFrom(fieldsOf(formValuesOf(product)), fields),
      basedOn: product.version,
    };
    if (edit && Object.keys(edit.changes).length === 0) {
      notify({ kind: 'info', message: 'Nothing to save: no field was changed' });
      return;
    }
    try {
      const saved = await saveProduct(edit ?? { id: null, fields });
      notify({ kind: 'success', message: productId ? 'Product saved' : 'Product created' });
      if (!productId) navigate(adminPaths.product(saved._id), { replace: true });
    } catch (error) {
      // The notice says what changed meanwhile, once the product is read again.
      if (isStale(error)) return;
      const onGallery = galleryFailure(error);
      if (onGallery) form.setFields([onGallery]);
      else setFailure(showFailure(form, error));
    }
  };
  const setRetired = async (retired: boolean) => {
    if (!product) return;
    try {
      await retire({ product, retired });
      notify({
        kind: 'success',
        message: retired ? 'Product retired: it has left the catalogue' : 'Product on sale again',
      });
    } catch (error) {
      notify({ kind: 'error', message: (error as Error).message });
    }
  };

  const title = productId ? (product?.title ?? 'Product') : 'New product';
  if (productId && readFailure) {
    return (
      <section>
        <ScreenTitle>Product</ScreenTitle>
        <Alert type="error" showIcon message={readFailure} />
        <Link to={adminPaths.products()}>Back to the products</Link>
      </section>
    );
  }
  // Read again after a refused save, the form stays: it holds what the operator typed.
  const loading = productId !== null && product?._id !== productId;

  return (
    <section aria-labelledby="product-title" className="product-editor">
      <Space wrap className="product-editor-heading">
        <ScreenTitle id="product-title">{title}</ScreenTitle>
        {product?.retiredAt && <Tag>Retired</Tag>}
      </Space>
      <p>
        <Link to={adminPaths.products()}>Back to the products</Link>
      </p>
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="product-editor-columns">
          <Form<FormValues>
            form={form}
            layout="vertical"
            initialValues={NEW_PRODUCT}
            onFinish={save}
            onValuesChange={(_, values) => setDraft(values)}
            scrollToFirstError
          >
            {failure && (
              <Alert type="error" showIcon message={failure} role="alert" className="product-editor-alert" />
            )}
            {conflict && product && !reading && (
              <div className="product-editor-alert">
                <ConflictNotice changed={conflict.changed} row={product} labelOf={labelOf} />
              </div>
            )}
            <Form.Item label="Title" name="title">
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item label="SKU" name="sku" extra="Letters, digits, dot, dash and underscore">
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item label="Short description" name="shortDes">
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
            <Space wrap align="start">
              <Form.Item label="Price" name="price">
                <InputNumber min={0} step={0.01} precision={2} prefix="$" />
              </Form.Item>
              <Form.Item label="Discounted" name="discount" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label="Discount price" name="discountPrice" hidden={!draft.discount}>
                <InputNumber min={0} step={0.01} precision={2} prefix="$" />
              </Form.Item>
              <Form.Item label="Rating until reviewed" name="star">
                <InputNumber min={0} max={5} step={0.5} />
              </Form.Item>
              <Form.Item
                label="Stock"
                name="stock"
                extra="Leave empty for unlimited stock; with variants, what sells in a pair none of them names"
              >
                <InputNumber min={0} precision={0} placeholder="Unlimited" />
              </Form.Item>
            </Space>
            <Space wrap align="start">
              <Form.Item label="Brand" name="brandID">
                <Select
                  options={brands}
                  placeholder="Choose a brand"
                  style={{ width: '12rem' }}
                  showSearch
                  optionFilterProp="label"
                />
              </Form.Item>
              <Form.Item label="Category" name="categoryID">
                <Select
                  options={categories}
                  placeholder="Choose a category"
                  style={{ width: '12rem' }}
                  showSearch
                  optionFilterProp="label"
                />
              </Form.Item>
              <Form.Item label="Remark" name="remark">
                <Select
                  options={REMARKS.map((remark) => ({ value: remark, label: remark }))}
                  style={{ width: '9rem' }}
                />
              </Form.Item>
            </Space>
            <Form.Item label="Main picture" name="image">
              <PictureField label="Main picture" />
            </Form.Item>
            <Form.Item label="Gallery" name="gallery">
              <GalleryField />
            </Form.Item>
            <Space wrap align="start">
              <Form.Item label="Sizes" name={['details', 'size']} extra="Comma-separated, e.g. S,M,L">
                <Input maxLength={500} />
              </Form.Item>
              <Form.Item label="Colours" name={['details', 'color']} extra="Comma-separated, e.g. Red,Blue">
                <Input maxLength={500} />
              </Form.Item>
            </Space>
            <VariantsField sizes={draft.details?.size ?? ''} colors={draft.details?.color ?? ''} />
            <Form.Item
              label="Description (HTML)"
              name={['details', 'des']}
              extra="Scripts and event handlers are removed when it is saved"
            >
              <Input.TextArea rows={6} />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={saving}>
                {productId ? 'Save' : 'Create product'}
              </Button>
              {productId &&
                (product?.retiredAt ? (
                  <Button onClick={() => setRetired(false)} loading={retiring}>
                    Put back on sale
                  </Button>
                ) : (
                  <Popconfirm
                    title="Retire this product?"
                    description="It leaves the catalogue; orders that name it keep it."
                    okText="Retire"
                    onConfirm={() => setRetired(true)}
                  >
                    <Button danger loading={retiring}>
                      Retire
                    </Button>
                  </Popconfirm>
                ))}
            </Space>
          </Form>
          <aside className="product-editor-preview" aria-label="Preview">
            <CardPreview id={productId ?? 'new'} fields={draft} />
          </aside>
        </div>
      )}
    </section>
  );
}
