import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { Field, Select } from '../../../components/ui';
import { EXPLORER_INDEX_URL, type ExplorerIndexApi } from '../../../../lib/site/explorerIndex';

type Load =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; apis: ExplorerIndexApi[] };

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  options: string[];
  onChange: (index: number) => void;
}) {
  return (
    <Field label={label}>
      <Select
        id={id}
        value={String(value)}
        options={options.map((option, index) => ({ value: String(index), label: option }))}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  );
}

/** /tools/api-explorer/: choose API, category, resource and method, then open it in the explorer. */
export function ExplorerChooser() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [api, setApi] = useState(0);
  const [category, setCategory] = useState(0);
  const [resource, setResource] = useState(0);
  const [method, setMethod] = useState(0);
  useEffect(() => {
    let live = true;
    fetch(EXPLORER_INDEX_URL)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<{ apis: ExplorerIndexApi[] }>;
      })
      .then(
        (index) => live && setLoad({ status: 'ready', apis: index.apis }),
        () => live && setLoad({ status: 'error' }),
      );
    return () => {
      live = false;
    };
  }, []);

  if (load.status === 'loading') return <p>Loading the APIs…</p>;
  if (load.status === 'error' || load.apis.length === 0) {
    return <p role="alert">The list of APIs could not be loaded.</p>;
  }
  const chosenApi = load.apis[api] ?? load.apis[0];
  const chosenCategory = chosenApi.categories[category] ?? chosenApi.categories[0];
  const chosenResource = chosenCategory?.resources[resource] ?? chosenCategory?.resources[0];
  const chosenMethod = chosenResource?.methods[method] ?? chosenResource?.methods[0];
  return (
    <form className="explorer-chooser" onSubmit={(event) => event.preventDefault()}>
      <Choice
        id="explorer-choose-api"
        label="API"
        value={api}
        options={load.apis.map((entry) => `${entry.displayName} ${entry.version}`)}
        onChange={(index) => {
          setApi(index);
          setCategory(0);
          setResource(0);
          setMethod(0);
        }}
      />
      <Choice
        id="explorer-choose-category"
        label="Category"
        value={category}
        options={chosenApi.categories.map((entry) => entry.name)}
        onChange={(index) => {
          setCategory(index);
          setResource(0);
          setMethod(0);
        }}
      />
      {chosenCategory && (
        <Choice
          id="explorer-choose-resource"
          label="Resource"
          value={resource}
          options={chosenCategory.resources.map((entry) => entry.name)}
          onChange={(index) => {
            setResource(index);
            setMethod(0);
          }}
        />
      )}
      {chosenResource && (
        <Choice
          id="explorer-choose-method"
          label="Method"
          value={method}
          options={chosenResource.methods.map((entry) => `${entry.name} (${entry.httpMethod})`)}
          onChange={setMethod}
        />
      )}
      {chosenMethod && (
        <p>
          <code>
            {chosenMethod.httpMethod} {chosenMethod.path}
          </code>{' '}
          <Link className="ref-try-it" to={`${chosenMethod.pagePath}?explorer=true`}>
            Open in API Explorer
          </Link>
        </p>
      )}
    </form>
  );
}
