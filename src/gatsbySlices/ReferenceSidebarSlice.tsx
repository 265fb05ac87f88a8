import { useContext, useEffect, useState } from 'react';
import { Sidebar } from '../components/sidebar/Sidebar';
import { SelectedItemContext } from '../components/sidebar/selectedItemContext';
import type { SidebarTree } from '../../lib/site/sidebarTree';

/**
 * The sidebar of one API version as a Gatsby slice: its tree is the slice's context, written
 * once per version (slice-data, fetched once and cached by the browser) instead of into every
 * page's page-data, and its HTML is rendered once per version and stitched into every page.
 * The selected item comes from the page (SelectedItemContext) after hydration: the prerendered
 * HTML is the same for all pages of the version, so the first client render must match it.
 */
export default function ReferenceSidebarSlice({
  sliceContext,
}: {
  sliceContext: { sidebar: SidebarTree };
}) {
  const selectedItem = useContext(SelectedItemContext);
  const [shownItem, setShownItem] = useState('');
  useEffect(() => setShownItem(selectedItem), [selectedItem]);
  return <Sidebar tree={sliceContext.sidebar} selectedItem={shownItem} />;
}
