import type { Category, CategoryDetail, Product, ProductListResponse } from '@spesa/domain';

/** Catalogue fixtures for the feature's tests, shaped like the API's answers. */
export function testCategory(
  patch: Partial<Category> & { categoryId: number; name: string },
): Category {
  const slug = patch.slug ?? patch.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    parentId: null,
    slug,
    level: 1,
    metaData: {
      category_info: {
        TITLE: patch.name,
        DESCRIPTION: `Tutto per ${patch.name}`,
        MENU_IMAGE: `/img/categories/${patch.categoryId}/menu.svg`,
        ICON: `/img/categories/${patch.categoryId}/icon.svg`,
      },
    },
    productCount: 10,
    categoryBlockIds: [],
    categories: [],
    ...patch,
  };
}

export function testCategoryDetail(
  category: Category,
  breadcrumb: CategoryDetail['breadcrumb'] = [
    { categoryId: category.categoryId, slug: category.slug, name: category.name },
  ],
): CategoryDetail {
  return { ...category, breadcrumb };
}

export function testProduct(patch: Partial<Product> = {}): Product {
  return {
    productId: 100132,
    wpId: 1000132,
    slug: 'campoverde-carote-julienne-200-g',
    name: 'Campoverde Carote julienne 200 g',
    shortDescr: 'Confezione da 200 g',
    description: 'Verdure già lavate e tagliate, pronte da cuocere in pochi minuti.',
    mediaURL: '/img/products/100132.svg',
    available: 105,
    minAcq: 1,
    maxAcq: 99,
    vendor: { vendorId: 7, name: 'Campoverde' },
    brand: 'Campoverde',
    isNew: false,
    highlight: false,
    productClasses: [],
    deliveryWarehouse: { warehouseId: 89 },
    selectOptions: [],
    warehousePromo: null,
    priceDisplay: 1.29,
    priceStandardDisplay: null,
    weightUnitDisplay: 'pz',
    productInfos: {
      TIPOLOGIA: 'Pezzo',
      QTY_MULT: '1',
      QTY_LOCKED: 'false',
      MULTI_PACK: '1',
      WEIGHT_UNIT_BASE: 'kg',
      UNIT_SELLING: 'pz',
      WEIGHT_SELLING_SINGLE_UNIT: '200',
      WEIGHT_SELLING_SINGLE_UNIT_UM: 'g',
    },
    ean: '8100007000507',
    categoryId: 1301,
    ingredients: 'Carote.',
    allergens: [],
    nutrition: null,
    features: [],
    ...patch,
  };
}

export function testProductList(
  products: Product[],
  patch: Partial<ProductListResponse> = {},
): ProductListResponse {
  return {
    products,
    facets: [],
    page: { selPage: 1, totPages: 1, totItems: products.length, itemsPerPage: 24 },
    ...patch,
  };
}
