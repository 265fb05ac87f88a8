import { Sidebar } from '../components/sidebar/Sidebar';
import type { SidebarTree } from '../components/sidebar/sidebarTree';

/**
 * The sidebar of one API version as a Gatsby slice: its tree is the slice's context, written
 * once per version (slice-data, fetched once and cached by the browser) instead of into every
 * page's page-data; the page passes which item is selected.
 */
export default function ReferenceSidebarSlice({
  sliceContext,
  selectedItem,
}: {
  sliceContext: { sidebar: SidebarTree };
  selectedItem: string;
}) {
  return <Sidebar tree={sliceContext.sidebar} selectedItem={selectedItem} />;
}
