import { useSampleEnvironment } from './SampleEnvironment';

/**
 * The environment picker of a method page: which base URL the samples call (the configured
 * platform first, then the spec's servers with their variables), and, signed in, "Show my token".
 */
export function EnvironmentPicker() {
  const sample = useSampleEnvironment();
  if (!sample) return null;
  const { environments, selected, values } = sample;
  return (
    <fieldset className="ref-environment">
      <legend>Environment</legend>
      <label>
        <span className="ref-environment__label">Base URL for samples</span>
        <select value={selected.id} onChange={(event) => sample.choose(event.target.value)}>
          {environments.map((environment) => (
            <option key={environment.id} value={environment.id}>
              {environment.label}
            </option>
          ))}
        </select>
      </label>
      {selected.server.variables.map((variable) => {
        const value = values[variable.name] ?? variable.default;
        return (
          <label key={variable.name}>
            <span className="ref-environment__label">{variable.name}</span>
            {variable.enum ? (
              <select
                value={value}
                onChange={(event) => sample.setValue(variable.name, event.target.value)}
              >
                {variable.enum.map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            ) : (
              <input
                value={value}
                onChange={(event) => sample.setValue(variable.name, event.target.value)}
              />
            )}
          </label>
        );
      })}
      <p className="ref-environment__url">
        <code data-testid="environment-url">{sample.baseUrl}</code>
      </p>
      {selected.id !== environments[0].id && (
        <p className="ref-environment__note">
          The explorer&apos;s Send still calls {environments[0].label.toLowerCase()}; the samples
          call this server.
        </p>
      )}
      {sample.signedIn && (
        <label className="ref-environment__token">
          <input
            type="checkbox"
            checked={sample.showToken}
            onChange={(event) => sample.setShowToken(event.target.checked)}
          />
          Show my token in samples
        </label>
      )}
    </fieldset>
  );
}
