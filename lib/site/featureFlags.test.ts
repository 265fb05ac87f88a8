import { FEATURE_FLAGS, FLAG_DEFAULTS, describeFlags, resolveFlags } from './featureFlags';

describe('feature flags', () => {
  it('are the five flags of docs/behaviour.md §9', () => {
    expect(FEATURE_FLAGS).toEqual([
      'columnMenusWithoutSections',
      'rebrandedLogo',
      'oas',
      'apiReferenceRevamp',
      'seeNextStepExperiment',
    ]);
  });

  it('take the production defaults when nothing is set', () => {
    expect(resolveFlags({})).toEqual(FLAG_DEFAULTS.production);
    expect(describeFlags(resolveFlags({}))).toBe('oas, seeNextStepExperiment');
  });

  it('take the defaults of the environment the build names', () => {
    expect(resolveFlags({ GATSBY_SITE_ENVIRONMENT: 'Staging' })).toEqual(FLAG_DEFAULTS.staging);
    expect(Object.values(resolveFlags({ GATSBY_SITE_ENVIRONMENT: 'development' }))).toEqual(
      FEATURE_FLAGS.map(() => true),
    );
  });

  it('override single flags: name, -name, name=on and name=off', () => {
    const flags = resolveFlags({
      GATSBY_FEATURE_FLAGS: ' rebrandedLogo, -oas ,apiReferenceRevamp=on,seeNextStepExperiment=off',
    });
    expect(flags).toEqual({
      columnMenusWithoutSections: false,
      rebrandedLogo: true,
      oas: false,
      apiReferenceRevamp: true,
      seeNextStepExperiment: false,
    });
  });

  it('a wrong value names its variable', () => {
    expect(() => resolveFlags({ GATSBY_SITE_ENVIRONMENT: 'prod' })).toThrow(
      /GATSBY_SITE_ENVIRONMENT must be one of development, staging, production, got "prod"/,
    );
    expect(() => resolveFlags({ GATSBY_FEATURE_FLAGS: 'darkMode' })).toThrow(
      /GATSBY_FEATURE_FLAGS names an unknown flag "darkMode"/,
    );
    expect(() => resolveFlags({ GATSBY_FEATURE_FLAGS: 'oas=maybe' })).toThrow(
      /GATSBY_FEATURE_FLAGS: "oas=maybe"/,
    );
  });
});
