import { createContext } from 'react';

/**
 * Which sidebar item the page shows. The reference sidebar is a Gatsby slice rendered once per
 * API version; a slice prop would make Gatsby render (and store) one variant of the whole sidebar
 * per page, so the page hands the selection down through context instead, which the slice reads
 * once it runs in the browser.
 */
export const SelectedItemContext = createContext('');
