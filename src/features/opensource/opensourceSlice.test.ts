import { makeStore } from '../../app/store';
import { opensourceActions as opensource } from './opensourceSlice';
import type { OpensourceRepository } from './opensourceSlice';

const repositories: OpensourceRepository[] = [
  { name: 'esign-sdk-node', url: 'https://example.test/esign-sdk-node', language: 'TypeScript' },
  { name: 'code-examples-java', url: 'https://example.test/code-examples-java', stars: 12 },
];
const configuration = { featured: ['esign-sdk-node'], categories: ['SDKs', 'Examples'] };

describe('opensource', () => {
  it('starts with no configuration, no repositories and no failure', () => {
    expect(makeStore().getState().opensource).toEqual({
      configuration: null,
      repositories: [],
      configurationFailed: false,
      repositoriesFailed: false,
      loading: false,
    });
  });

  it('a loaded configuration is kept and clears its failure flag', () => {
    const store = makeStore();
    store.dispatch(opensource.configurationFailed());
    store.dispatch(opensource.configurationLoaded(configuration));
    expect(store.getState().opensource).toMatchObject({
      configuration,
      configurationFailed: false,
    });
  });

  it('a configuration failure sets its own flag only', () => {
    const store = makeStore();
    store.dispatch(opensource.repositoriesLoaded(repositories));
    store.dispatch(opensource.configurationFailed());
    expect(store.getState().opensource).toEqual({
      configuration: null,
      repositories,
      configurationFailed: true,
      repositoriesFailed: false,
      loading: false,
    });
  });

  it('loaded repositories replace the list and clear their failure flag', () => {
    const store = makeStore();
    store.dispatch(opensource.repositoriesLoaded([repositories[0]]));
    store.dispatch(opensource.repositoriesFailed());
    store.dispatch(opensource.repositoriesLoaded(repositories));
    expect(store.getState().opensource).toMatchObject({ repositories, repositoriesFailed: false });
  });

  it('a repositories failure sets its own flag only and keeps the configuration', () => {
    const store = makeStore();
    store.dispatch(opensource.configurationLoaded(configuration));
    store.dispatch(opensource.repositoriesFailed());
    expect(store.getState().opensource).toEqual({
      configuration,
      repositories: [],
      configurationFailed: false,
      repositoriesFailed: true,
      loading: false,
    });
  });
});
