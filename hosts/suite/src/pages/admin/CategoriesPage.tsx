import '@si/elements/settings/settings-lists/settings-lists';

/** /{prefix}/categories: the product categories (the element does the work, on the signed-in session). */
export default function CategoriesPage() {
  return <si-categories-admin />;
}
