import { cloneElement, type ReactElement } from 'react';
import { PagePartsStatus } from './PagePartsStatus';
import { useWholePage, type PageData } from './useWholePage';

/**
 * A page element (wrapPageElement's) rendered with its props whole: a page the build cut to its
 * page-data budget renders what it has at once and the rest when its parts arrive, every page
 * family alike, its template unaware of the cut.
 */
export function WholePage({ element, props }: { element: ReactElement; props?: PageData }) {
  const { props: whole, status, retry } = useWholePage(props ?? {});
  return (
    <>
      {whole
        ? cloneElement(element, { pageContext: whole.pageContext, data: whole.data })
        : element}
      <PagePartsStatus status={status} retry={retry} />
    </>
  );
}
