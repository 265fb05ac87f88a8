// Page parts: what a page over its page-data budget leaves out of its data, in files of their own
// (public/page-parts/) that the page fetches once it is shown. The build cuts them (splitPage,
// at page creation: gatsby/pages/pageParts.ts) and the browser puts them back (joinPage, in
// src/components/pageParts). docs/behaviour.md §9 sets the budget.
export * from './budget';
export { jsonBytes, utf8Bytes } from './bytes';
export { pagePartRefs, PAGE_PARTS_KEY, type PagePartRef, type PartPath } from './refs';
export { splitPage, MIN_PART_BYTES, type SplitPage } from './splitPage';
export { joinPage } from './joinPage';
