// bench/search-libraries.mjs's candidates besides minisearch (a dependency of the product),
// resolved from this folder's node_modules (bench/lib/tools.mjs).
export { default as FlexSearch } from 'flexsearch';
export { create, insertMultiple, load, save, search } from '@orama/orama';
