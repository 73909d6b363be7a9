import '@si/elements/settings/settings-lists/settings-lists';

/** /{prefix}/products: the products, each in a category or none (the element does the work, on the signed-in session). */
export default function ProductsPage() {
  return <si-products-admin />;
}
