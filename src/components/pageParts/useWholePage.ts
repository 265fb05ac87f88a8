import { useEffect, useRef, useState } from 'react';
import { joinPage, pagePartRefs } from '../../../lib/site/pageParts';
import { fetchPagePart } from './fetchPagePart';

/** Where a page stands: whole (never cut, or its parts arrived), loading them, or failed. */
export type WholePageStatus = 'whole' | 'loading' | 'error';

/** A page's props as Gatsby gives them: its context, and its query's result (keyed by field). */
export interface PageData {
  pageContext?: object;
  data?: Record<string, unknown> | null;
}

/** The objects of a page's props that were cut: its context, and each field of its data. */
const cutNames = ({ pageContext, data }: PageData): string[] => [
  ...pagePartRefs(pageContext).map((ref) => ref.part),
  ...Object.values(data ?? {}).flatMap((field) => pagePartRefs(field).map((ref) => ref.part)),
];

/** `props` with every part put back. */
function joined(props: PageData, parts: Record<string, unknown>): PageData {
  const data = props.data
    ? Object.fromEntries(
        Object.entries(props.data).map(([key, field]) => [
          key,
          pagePartRefs(field).length > 0 ? joinPage(field as object, parts) : field,
        ]),
      )
    : props.data;
  return {
    pageContext: props.pageContext && joinPage(props.pageContext, parts),
    data,
  };
}

/**
 * A page's props whole: as they are when the build did not cut them, else as they came (what
 * the server rendered, so hydration matches) until the parts the build left out arrive, then
 * with them put back. `retry` after an error asks again for the parts that did not come.
 */
export function useWholePage(props: PageData) {
  const names = [...new Set(cutNames(props))];
  const key = names.join(' ');
  // the props of this render, for the fetch the names (not each new props object) start
  const latest = useRef(props);
  latest.current = props;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; failed?: boolean; whole?: PageData }>({
    key,
  });
  useEffect(() => {
    if (key === '') return undefined;
    let live = true;
    const asked = key.split(' ');
    setState({ key });
    Promise.all(asked.map(fetchPagePart))
      .then((contents) =>
        joined(latest.current, Object.fromEntries(asked.map((name, i) => [name, contents[i]]))),
      )
      .then(
        (whole) => live && setState({ key, whole }),
        () => live && setState({ key, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const mine = state.key === key ? state : { key };
  let status: WholePageStatus = 'whole';
  if (key !== '' && !mine.whole) status = mine.failed ? 'error' : 'loading';
  return {
    props: mine.whole,
    status,
    retry: () => setAttempt((n) => n + 1),
  };
}
