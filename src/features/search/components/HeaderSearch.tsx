import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { navigate } from 'gatsby';
import {
  KEY_CODES,
  KIND_LABELS,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MESSAGES,
} from '../../../../lib/search/searchContract';
import type { AutocompleteSuggestion } from '../../../../lib/search/searchContract';
import { searchUrl } from '../searchUrl';
import { useAutocomplete } from './useAutocomplete';
import './search.css';

/** Internal pages go through the router; the other sites are full page loads. */
export function goTo(url: string) {
  if (/^https?:\/\//.test(url)) window.location.assign(url);
  else void navigate(url);
}

type Move = 'up' | 'down' | 'pageUp' | 'pageDown';

function moveOf(event: KeyboardEvent): Move | null {
  const code = event.keyCode;
  if (event.key === 'ArrowUp' || code === KEY_CODES.up) return 'up';
  if (event.key === 'ArrowDown' || code === KEY_CODES.down) return 'down';
  if (event.key === 'PageUp' || code === KEY_CODES.pageUp) return 'pageUp';
  if (event.key === 'PageDown' || code === KEY_CODES.pageDown) return 'pageDown';
  return null;
}

function nextIndex(move: Move, current: number, count: number): number {
  switch (move) {
    case 'down':
      return current + 1 >= count ? 0 : current + 1;
    case 'up':
      return current <= 0 ? count - 1 : current - 1;
    case 'pageUp':
      return 0;
    case 'pageDown':
      return count - 1;
  }
}

/** What a suggestion is and, for a method or guide, the API it belongs to: "Method · Click API". */
export function suggestionMeta(suggestion: AutocompleteSuggestion): string {
  const kind = KIND_LABELS[suggestion.kind] ?? suggestion.kind;
  return suggestion.apiName ? `${kind} · ${suggestion.apiName}` : kind;
}

/**
 * The header search box: suggestions as the reader types (pages and API methods), chosen with
 * up, down, page up, page down and Enter; Enter without a choice opens the search page.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, status } = useAutocomplete(text);
  const listId = useId();
  const expanded = open && suggestions.length > 0;
  // docs/behaviour.md §8: an ask that found nothing, or failed, says so under the box.
  const empty = open && text.trim().length > 1 && suggestions.length === 0 && status !== 'idle';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: AutocompleteSuggestion) => {
    setOpen(false);
    setActive(-1);
    goTo(suggestion.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = moveOf(event);
    if (move && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (open ? nextIndex(move, current, suggestions.length) : 0));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0 && suggestions[active]) {
      choose(suggestions[active]);
      return;
    }
    const q = text.trim();
    if (q === '') return;
    setOpen(false);
    void navigate(searchUrl({ q, category: null, offset: 0 }));
  };

  return (
    <form role="search" className="header-search" onSubmit={onSubmit}>
      <input
        type="search"
        role="combobox"
        aria-label="Search the Developer Center"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search"
        autoComplete="off"
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="header-search__option"
            // Choosing happens before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
          >
            <span className="header-search__title">{suggestion.title}</span>
            <span className="header-search__meta">{suggestionMeta(suggestion)}</span>
            {suggestion.method && (
              <span className="header-search__api">
                <span className="method-badge">{suggestion.method}</span> {suggestion.path}
              </span>
            )}
          </li>
        ))}
      </ul>
      {empty && (
        <p className="header-search__empty" role="status">
          {status === 'failed' ? SEARCH_MESSAGES.failure : SEARCH_MESSAGES.noRecords}
        </p>
      )}
    </form>
  );
}
