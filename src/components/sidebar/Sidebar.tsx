import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'gatsby';
import type {
  SidebarCategory,
  SidebarMethod,
  SidebarResource,
  SidebarTree,
} from '../../../lib/site/sidebarTree';
import { sidebarMethodPath } from '../../../lib/site/sidebarTree';
import { filterTree, methodMatch, normaliseTerm } from './filterTree';
import { lineClampClass, referenceSidebarLimits } from './lineLimits';
import { BreakableName } from '../site/BreakableName';
import type { LineLimit } from './lineLimits';
import { useSidebarState } from './useSidebarState';
import '../../styles/reference.css';

/** Sections that hold the selected page, so they stay open on arrival. */
export function sectionsHolding(tree: SidebarTree, selectedItem: string): string[] {
  const keys: string[] = [];
  for (const category of tree.categories) {
    for (const resource of category.resources) {
      if (
        resource.path === selectedItem ||
        resource.methods.some((m) => sidebarMethodPath(resource, m) === selectedItem)
      ) {
        keys.push(category.path, resource.path);
      }
    }
    if (category.path === selectedItem) keys.push(category.path);
  }
  return keys;
}

/** The API reference sidebar: category → resource → method, filterable, sections toggle. */
export function Sidebar({ tree, selectedItem }: { tree: SidebarTree; selectedItem: string }) {
  const keepOpen = sectionsHolding(tree, selectedItem);
  const { state, restored, toggle, setFilterTerm, setScrollTopPosition } = useSidebarState(
    tree.id,
    selectedItem,
    keepOpen,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>();

  // The stored scroll position is applied once, when the stored state has been read.
  const scrollRestored = useRef(false);
  useEffect(() => {
    if (!restored || scrollRestored.current || !scroller.current) return;
    scrollRestored.current = true;
    if (state.scrollTopPosition > 0) {
      scroller.current.scrollTop = state.scrollTopPosition;
      return;
    }
    // First visit to this sidebar: bring the current page's item into view.
    const current = scroller.current.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && current.offsetTop > scroller.current.clientHeight) {
      scroller.current.scrollTop = current.offsetTop - scroller.current.clientHeight / 3;
    }
  }, [restored, state.scrollTopPosition]);

  const filtering = state.filterTerm.trim() !== '';
  const categories = filterTree(tree.categories, state.filterTerm, tree.apiPathPrefix);
  const term = normaliseTerm(state.filterTerm);
  // A method found by its path, operationId or SDK name shows what matched under its name.
  const matchedBy = (method: SidebarMethod) => {
    if (!filtering) return undefined;
    const match = methodMatch(method, term, tree.apiPathPrefix);
    return match && match.by !== 'name' ? match.text : undefined;
  };
  const isOpen = (key: string) => filtering || Boolean(state.sidebarState[key]);
  const limits = referenceSidebarLimits(tree.legacy);

  return (
    <nav className="ref-sidebar" aria-label={`${tree.title} reference`}>
      <Link to={tree.path} className={`ref-sidebar__title ${lineClampClass(limits.title)}`}>
        {tree.title}
      </Link>
      <input
        type="search"
        className="ref-sidebar__filter"
        placeholder="Filter by name, path or SDK method"
        aria-label="Filter methods"
        value={state.filterTerm}
        onChange={(event) => setFilterTerm(event.target.value)}
      />
      <div
        className="ref-sidebar__scroll"
        ref={scroller}
        onScroll={(event) => {
          const top = event.currentTarget.scrollTop;
          clearTimeout(scrollTimer.current);
          scrollTimer.current = setTimeout(() => setScrollTopPosition(top), 150);
        }}
      >
        {categories.length === 0 && <p className="ref-sidebar__empty">No matching methods</p>}
        <ul className="ref-sidebar__tree">
          {categories.map((category) => (
            <CategoryItem
              key={category.path}
              category={category}
              isOpen={isOpen}
              toggle={toggle}
              selectedItem={state.selectedItem}
              limits={limits}
              matchedBy={matchedBy}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}

interface ItemProps {
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
  selectedItem: string;
  limits: Record<'section' | 'method', LineLimit>;
  matchedBy: (method: SidebarMethod) => string | undefined;
}

function SectionHead({
  path,
  label,
  kind,
  open,
  toggle,
  selected,
  lines,
}: {
  path: string;
  label: string;
  kind: 'category' | 'resource';
  open: boolean;
  toggle: (key: string) => void;
  selected: boolean;
  lines: LineLimit;
}) {
  return (
    <div className="ref-sidebar__section">
      <button
        type="button"
        className="ref-sidebar__toggle"
        aria-expanded={open}
        aria-label={`${open ? 'Collapse' : 'Expand'} ${kind} ${label}`}
        onClick={() => toggle(path)}
      >
        {open ? '▾' : '▸'}
      </button>
      <Link
        to={path}
        className={`ref-sidebar__link ${lineClampClass(lines)}`}
        aria-current={selected ? 'page' : undefined}
        title={label}
      >
        <BreakableName name={label} />
      </Link>
    </div>
  );
}

/** A category or a resource: its head, and the list below it while it is open. */
function Section({
  path,
  label,
  kind,
  list,
  ...props
}: ItemProps & {
  path: string;
  label: string;
  kind: 'category' | 'resource';
  list: () => ReactNode;
}) {
  const open = props.isOpen(path);
  return (
    <li className={`ref-sidebar__${kind}`}>
      <SectionHead
        path={path}
        label={label}
        kind={kind}
        open={open}
        toggle={props.toggle}
        selected={props.selectedItem === path}
        lines={props.limits.section}
      />
      {open && <ul>{list()}</ul>}
    </li>
  );
}

function CategoryItem({ category, ...props }: ItemProps & { category: SidebarCategory }) {
  return (
    <Section
      {...props}
      path={category.path}
      label={category.name}
      kind="category"
      list={() =>
        category.resources.map((resource) => (
          <ResourceItem key={resource.path} resource={resource} {...props} />
        ))
      }
    />
  );
}

function ResourceItem({ resource, ...props }: ItemProps & { resource: SidebarResource }) {
  return (
    <Section
      {...props}
      path={resource.path}
      label={resource.name}
      kind="resource"
      list={() =>
        resource.methods.map((method) => {
          const path = sidebarMethodPath(resource, method);
          const matched = props.matchedBy(method);
          return (
            <li key={path} className="ref-sidebar__method">
              {/* The verb never takes the name's line: a long name is cut with an ellipsis
                  (or wraps, in an old reference) and shown whole on hover and to assistive
                  technology, which reads the link's full text. */}
              <Link
                to={path}
                className={`ref-sidebar__link ref-sidebar__method-link${method.deprecated ? ' is-deprecated' : ''}`}
                aria-current={props.selectedItem === path ? 'page' : undefined}
                title={`${method.httpMethod} ${method.name}`}
              >
                <span className={`http-method http-method--${method.httpMethod.toLowerCase()}`}>
                  {method.httpMethod}
                </span>{' '}
                <span className={`ref-sidebar__name ${lineClampClass(props.limits.method)}`}>
                  <BreakableName name={method.name} />
                </span>
              </Link>
              {matched && <code className="ref-sidebar__match">{matched}</code>}
            </li>
          );
        })
      }
    />
  );
}
