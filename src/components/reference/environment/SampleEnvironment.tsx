import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ApiLocation } from '../../../../lib/platform/apiLocation';
import type { ServerModel } from '../../../../lib/reference/model';
import { useAppSelectorInTransition, useHydratedInTransition } from '../../../app/hooks';
import { selectCurrentAccount, selectToken } from '../../../features/user/selectors';
import {
  environmentUrl,
  PLATFORM_ENVIRONMENT,
  platformBaseUri,
  sampleEnvironments,
  type SampleEnvironment,
  type SamplePersonalisation,
} from '../../../../lib/site/samples/environments';

/** The environment a method page's samples call and what makes them the reader's own. */
export interface SampleEnvironmentValue {
  environments: SampleEnvironment[];
  selected: SampleEnvironment;
  values: Record<string, string>;
  baseUrl: string;
  personal: SamplePersonalisation;
  signedIn: boolean;
  showToken: boolean;
  choose: (id: string) => void;
  setValue: (name: string, value: string) => void;
  setShowToken: (show: boolean) => void;
}

const Context = createContext<SampleEnvironmentValue | null>(null);

/** The page's environment, or null outside a method page (the explorer then uses its own URL). */
export const useSampleEnvironment = () => useContext(Context);

/**
 * Holds the environment picker's choice for the curl sample and the explorer's samples. Before
 * hydration (the static HTML) the platform's origin is the build's site URL; in the browser it
 * is the page's own, where the embedded sandbox answers. The token is shown only on request and
 * lives in this component's state, never in storage.
 */
export function SampleEnvironmentProvider({
  siteOrigin,
  platformApi,
  servers,
  children,
}: {
  siteOrigin: string;
  /** Where the configured platform serves the API: a path under the base_uri, or its own URL. */
  platformApi: ApiLocation;
  servers: ServerModel[];
  children: ReactNode;
}) {
  const hydrated = useHydratedInTransition();
  // The reader's session arrives after start (user info); it reaches the samples in a transition.
  const account = useAppSelectorInTransition(selectCurrentAccount);
  const token = useAppSelectorInTransition(selectToken);
  const [selectedId, choose] = useState(PLATFORM_ENVIRONMENT);
  const [valuesById, setValuesById] = useState<Record<string, Record<string, string>>>({});
  const [showToken, setShowToken] = useState(false);
  // A signed-in reader's own account's base_uri, else the configured platform's.
  const ownBaseUri = hydrated && token ? account?.base_uri : undefined;
  const baseUri = ownBaseUri ?? platformBaseUri(hydrated ? window.location.origin : siteOrigin);

  const value = useMemo((): SampleEnvironmentValue => {
    const environments = sampleEnvironments(baseUri, platformApi, servers);
    const selected = environments.find((e) => e.id === selectedId) ?? environments[0];
    const values = valuesById[selected.id] ?? {};
    const signedIn = hydrated && Boolean(token);
    // The reader's account and token are the platform's: a spec server gets placeholders.
    const own = signedIn && selected.id === PLATFORM_ENVIRONMENT;
    return {
      environments,
      selected,
      values,
      baseUrl: environmentUrl(selected, values),
      personal: {
        accountId: own ? account?.account_id : undefined,
        token: own && showToken ? (token ?? undefined) : undefined,
      },
      signedIn,
      showToken,
      choose,
      setValue: (name, text) =>
        setValuesById((all) => ({ ...all, [selected.id]: { ...all[selected.id], [name]: text } })),
      setShowToken,
    };
  }, [baseUri, platformApi, servers, selectedId, valuesById, hydrated, token, account, showToken]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}
