import { Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag } from '@shop/shared/antd';
import { notify as notifyOnBus } from '@shop/shared/bus';
import type { Remark } from '@shop/shared/contracts';
import { formatMoney } from '@shop/shared/lib';
import { Link } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  type AdminProduct,
  type ProductFilters,
  type ProductSort,
  productExportUrl,
} from '../../api/catalogue';
import { adminPaths } from '../../app/sections';
import { $brands, $categories, catalogueNamesNeeded, nameOf } from '../../entities/catalogue-names';
import { ListTable } from '../../lib/list-table';
import { ScreenTitle } from '../../lib/screen-title';
import { products, setRetiredFx } from './model';

export const REMARKS: Remark[] = ['new', 'trending', 'popular', 'top', 'special'];

/**
 * How many a product has left: for one with variants, all of theirs together (unlimited when any is); null is
 * unlimited.
 */
export function stockOf({ stock, variants }: Pick<AdminProduct, 'stock' | 'variants'>): number | null {
  if (variants.length === 0) return stock;
  if (variants.some((variant) => variant.stock === null)) return null;
  return variants.reduce((sum, variant) => sum + (variant.stock ?? 0), 0);
}

function stockCell(product: AdminProduct) {
  const left = stockOf(product);
  if (left === null) return 'Unlimited';
  return left === 0 ? <Tag color="red">Out of stock</Tag> : left;
}
const SORTABLE: ProductSort[] = ['title', 'sku', 'price', 'discountPrice', 'createdAt'];
const RETIRED_CHOICES = [
  { value: 'all', label: 'All products' },
  { value: 'false', label: 'On sale' },
  { value: 'true', label: 'Retired' },
];

const sortOrderOf = (filters: ProductFilters, column: ProductSort) => {
  const sort = filters.sort ?? 'createdAt';
  if (sort !== column) return null;
  return (filters.order ?? 'desc') === 'asc' ? ('ascend' as const) : ('descend' as const);
};

export function ProductList() {
  const [filters, brands, categories, setRetiredPending] = useUnit([
    products.$filters,
    $brands,
    $categories,
    setRetiredFx.pending,
  ]);
  // Bound to the page's scope: the shop runs its pages in a scope of their own.
  const { reload, filtersChanged, namesNeeded, retire, notify } = useUnit({
    reload: products.reload,
    filtersChanged: products.filtersChanged,
    namesNeeded: catalogueNamesNeeded,
    retire: setRetiredFx,
    notify: notifyOnBus,
  });
  useEffect(() => {
    reload();
    namesNeeded();
  }, [reload, namesNeeded]);

  const change = (next: Partial<ProductFilters>) => filtersChanged({ ...filters, ...next });
  const setRetired = async (product: AdminProduct, retired: boolean) => {
    try {
      await retire({ product, retired });
      notify({
        kind: 'success',
        message: retired ? `${product.title} retired` : `${product.title} is on sale again`,
      });
    } catch (error) {
      notify({ kind: 'error', message: (error as Error).message });
    }
  };

  const sortable = (column: ProductSort) => ({
    sorter: true,
    sortOrder: sortOrderOf(filters, column),
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
  });
  const columns: TableColumnsType<AdminProduct> = [
    {
      title: 'Title',
      key: 'title',
      ...sortable('title'),
      render: (_, product) => <Link to={adminPaths.product(product._id)}>{product.title}</Link>,
    },
    { title: 'SKU', dataIndex: 'sku', key: 'sku', ...sortable('sku') },
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      ...sortable('price'),
      render: (_, product) => formatMoney(product.price),
    },
    {
      title: 'Discount price',
      key: 'discountPrice',
      align: 'right',
      ...sortable('discountPrice'),
      render: (_, product) =>
        product.discount && product.discountPrice !== null ? formatMoney(product.discountPrice) : '—',
    },
    {
      title: 'Stock',
      key: 'stock',
      align: 'right',
      render: (_, product) => stockCell(product),
    },
    { title: 'Brand', key: 'brand', render: (_, product) => nameOf(brands, product.brandID) },
    { title: 'Category', key: 'category', render: (_, product) => nameOf(categories, product.categoryID) },
    { title: 'Remark', dataIndex: 'remark', key: 'remark' },
    {
      title: 'Added',
      key: 'createdAt',
      ...sortable('createdAt'),
      render: (_, product) => new Date(product.createdAt).toLocaleDateString(),
    },
    {
      title: 'State',
      key: 'retired',
      render: (_, product) =>
        product.retiredAt ? <Tag color="default">Retired</Tag> : <Tag color="green">On sale</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      // Putting a product back on sale is undone as easily; retiring it takes it from every shopper: asked first.
      render: (_, product) =>
        product.retiredAt ? (
          <Button
            size="small"
            disabled={setRetiredPending}
            onClick={() => setRetired(product, false)}
            aria-label={`Restore ${product.title}`}
          >
            Restore
          </Button>
        ) : (
          <Popconfirm
            title={`Retire ${product.title}?`}
            description="It leaves the catalogue; orders that name it keep it."
            okText="Retire"
            onConfirm={() => setRetired(product, true)}
          >
            <Button size="small" disabled={setRetiredPending} aria-label={`Retire ${product.title}`}>
              Retire
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <section aria-labelledby="products-title">
      <ScreenTitle id="products-title">Products</ScreenTitle>
      <div className="back-office-toolbar">
        <Input.Search
          aria-label="Search by title or SKU"
          placeholder="Title or SKU"
          allowClear
          defaultValue={filters.q}
          onSearch={(q) => change({ q: q.trim() || undefined })}
          style={{ width: '16rem' }}
        />
        <Select
          aria-label="Which products"
          value={filters.retired === undefined ? 'all' : String(filters.retired)}
          options={RETIRED_CHOICES}
          onChange={(value) => change({ retired: value === 'all' ? undefined : value === 'true' })}
          style={{ width: '10rem' }}
        />
        <Select
          aria-label="Brand"
          placeholder="Any brand"
          allowClear
          value={filters.brandID}
          options={brands}
          onChange={(brandID?: string) => change({ brandID })}
          style={{ width: '11rem' }}
        />
        <Select
          aria-label="Category"
          placeholder="Any category"
          allowClear
          value={filters.categoryID}
          options={categories}
          onChange={(categoryID?: string) => change({ categoryID })}
          style={{ width: '11rem' }}
        />
        <Select
          aria-label="Remark"
          placeholder="Any remark"
          allowClear
          value={filters.remark}
          options={REMARKS.map((remark) => ({ value: remark, label: remark }))}
          onChange={(remark?: Remark) => change({ remark })}
          style={{ width: '9rem' }}
        />
        <Space style={{ marginLeft: 'auto' }} wrap>
          {/* What the table selects now, in the import's format: edited and imported back, or kept. */}
          <a className="back-office-link-button" href={productExportUrl('csv', filters)} download>
            Export CSV
          </a>
          <a className="back-office-link-button" href={productExportUrl('json', filters)} download>
            Export JSON
          </a>
          <Link
            className="back-office-link-button back-office-link-button-primary"
            to={adminPaths.newProduct()}
          >
            New product
          </Link>
        </Space>
      </div>
      <ListTable<AdminProduct>
        list={products}
        label="Products"
        pagesLabel="Products pages"
        emptyText="No products match"
        rowKey="_id"
        columns={columns}
        onChange={(_pagination, _filters, sorter) => {
          const { columnKey, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
          const sort = SORTABLE.find((column) => column === columnKey);
          if (!sort || !order) return change({ sort: undefined, order: undefined });
          change({ sort, order: order === 'ascend' ? 'asc' : 'desc' });
        }}
      />
    </section>
  );
}
