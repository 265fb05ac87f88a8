import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector, useSaga } from '../../../app/hooks';
import { watchOpensource } from '../opensourceSaga';
import { filterRepositories } from '../filterRepositories';
import { opensourceActions } from '../opensourceSlice';

function Choice(props: {
  label: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">All</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The catalogue: language and topic filters, one card a repository, the manifest's contributing
 * note. The manifest's intro is the page's own (src/pages/opensource.tsx), written once.
 */
export function OpensourceCatalogue() {
  const dispatch = useAppDispatch();
  useSaga(watchOpensource);
  const state = useAppSelector((root) => root.opensource);
  const [language, setLanguage] = useState('');
  const [topic, setTopic] = useState('');
  useEffect(() => {
    dispatch(opensourceActions.loadRequested());
  }, [dispatch]);
  const shown = useMemo(
    () => filterRepositories(state.repositories, { language, topic }),
    [state.repositories, language, topic],
  );
  const { configuration } = state;

  return (
    <>
      {state.configurationFailed && (
        <p role="alert">The catalogue&rsquo;s configuration could not be loaded.</p>
      )}
      <form className="opensource-filters" aria-label="Filter repositories">
        <Choice
          label="Language"
          value={language}
          options={configuration?.languages ?? []}
          onChange={setLanguage}
        />{' '}
        <Choice
          label="Topic"
          value={topic}
          options={configuration?.topics ?? []}
          onChange={setTopic}
        />
      </form>
      {state.loading && <p aria-live="polite">Loading repositories&hellip;</p>}
      {state.repositoriesFailed && (
        <p role="alert">The repositories could not be loaded. Please try again later.</p>
      )}
      {!state.loading && !state.repositoriesFailed && (
        <p aria-live="polite">
          {shown.length} of {state.repositories.length} repositories
        </p>
      )}
      <ul className="card-grid" aria-label="Repositories">
        {shown.map((repository) => (
          <li key={repository.name} className="card">
            <h3>
              <a href={repository.url} rel="noopener noreferrer">
                {repository.name}
              </a>
            </h3>
            {repository.description && <p>{repository.description}</p>}
            <p className="card__secondary">
              {[repository.language, ...(repository.topics ?? [])].filter(Boolean).join(' · ')}
              {repository.stars !== undefined && ` · ${repository.stars} stars`}
            </p>
          </li>
        ))}
      </ul>
      {configuration?.contributing && <p>{configuration.contributing}</p>}
    </>
  );
}
