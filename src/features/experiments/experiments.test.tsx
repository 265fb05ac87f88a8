import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { appStarted } from '../../app/appEvents';
import { makeStore } from '../../app/store';
import { experimentExposed } from '../analytics/analyticsEvents';
import { globalUserActions } from '../globalUser/globalUserSlice';
import { withFlags } from '../../test-utils/withFlags';
import { DEFAULT_EXPERIMENT_USER_ID, assignVariant, experimentUserId } from './assignment';
import { NextStep } from './components/NextStep';
import { nextForMethod, nextGuide } from './nextSteps';
import { EXPERIMENT_TIMEOUT_MS } from './useExperiment';

const NEXT_STEP_USER = '6a0c5b1e-2f3d-4c8a-9b7e-1d2c3b4a5f60';
const CONTROL_USER = '11111111-1111-4111-8111-111111111111';
const TARGET = { href: '/docs/b/', title: 'Second guide', text: 'Continue.' };

describe('assignment', () => {
  it('is sticky and splits users evenly', () => {
    expect(assignVariant('see-next-step', NEXT_STEP_USER)).toBe('nextStep');
    expect(assignVariant('see-next-step', CONTROL_USER)).toBe('control');
    const counts = { control: 0, nextStep: 0 };
    for (let index = 0; index < 10_000; index += 1) {
      counts[assignVariant('see-next-step', `user-${index}`)] += 1;
    }
    expect(counts.nextStep).toBeGreaterThan(4800);
    expect(counts.nextStep).toBeLessThan(5200);
  });

  it('uses user id 1 when there is no global user id (docs/behaviour.md §9)', () => {
    expect(experimentUserId(null)).toBe(DEFAULT_EXPERIMENT_USER_ID);
    expect(DEFAULT_EXPERIMENT_USER_ID).toBe('1');
    expect(experimentUserId(NEXT_STEP_USER)).toBe(NEXT_STEP_USER);
  });

  it('knows the next step of a guide and of a method page', () => {
    const nav = [
      { path: '/docs/a/', title: 'First guide', group: null },
      { path: '/docs/b/', title: 'Second guide', group: null },
    ];
    expect(nextGuide(nav, '/docs/a/')).toMatchObject({ href: '/docs/b/', title: 'Second guide' });
    expect(nextGuide(nav, '/docs/b/')).toBeNull();
    expect(nextForMethod('/m/', true, { name: 'Envelopes', path: '/r/' }).href).toBe(
      '/m/?explorer=true',
    );
    expect(nextForMethod('/m/', false, { name: 'Envelopes', path: '/r/' }).href).toBe('/r/');
  });
});

describe('the see-next-step panel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderPanel(flags = '') {
    const store = makeStore(undefined, { runSagas: false });
    const exposures: unknown[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string; payload?: unknown }) => {
      if (action.type === experimentExposed.type) exposures.push(action.payload);
      return dispatch(action);
    }) as typeof store.dispatch;
    withFlags(flags, () =>
      render(
        <Provider store={store}>
          <NextStep path="/docs/a/" next={TARGET} />
        </Provider>,
      ),
    );
    return { store, exposures };
  }
  const panel = () => screen.queryByRole('complementary', { name: 'Second guide' });

  it('shows a next-step user the panel, once the global user id is known, and exposes once', () => {
    const { store, exposures } = renderPanel();
    expect(panel()).toBeNull();
    act(() => {
      store.dispatch(appStarted());
      store.dispatch(globalUserActions.userUuidReceived(NEXT_STEP_USER));
    });
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second guide' })).toHaveAttribute('href', '/docs/b/');
    expect(exposures).toEqual([
      {
        experiment: 'see-next-step',
        variant: 'nextStep',
        userId: NEXT_STEP_USER,
        path: '/docs/a/',
      },
    ]);
  });

  it('shows a control user nothing, and still counts the exposure', () => {
    const { store, exposures } = renderPanel();
    act(() => {
      store.dispatch(globalUserActions.userUuidReceived(CONTROL_USER));
    });
    expect(panel()).toBeNull();
    expect(exposures).toMatchObject([{ variant: 'control', userId: CONTROL_USER }]);
  });

  it('shows the control after 500 ms without an id, and no exposure then', () => {
    const { store, exposures } = renderPanel();
    act(() => {
      store.dispatch(appStarted());
      jest.advanceTimersByTime(EXPERIMENT_TIMEOUT_MS);
    });
    act(() => {
      store.dispatch(globalUserActions.userUuidReceived(NEXT_STEP_USER));
    });
    expect(panel()).toBeNull();
    expect(exposures).toEqual([]);
  });

  it('assigns user id 1 when the look-up ends without an id', () => {
    const { store, exposures } = renderPanel();
    act(() => {
      store.dispatch(globalUserActions.userUuidFailed('Bad Gateway'));
    });
    expect(exposures).toMatchObject([
      { userId: '1', variant: assignVariant('see-next-step', '1') },
    ]);
  });

  it('runs only while its flag is on', () => {
    withFlags('-seeNextStepExperiment', () => {
      const { store, exposures } = renderPanel('-seeNextStepExperiment');
      act(() => {
        store.dispatch(globalUserActions.userUuidReceived(NEXT_STEP_USER));
        jest.advanceTimersByTime(EXPERIMENT_TIMEOUT_MS);
      });
      expect(panel()).toBeNull();
      expect(exposures).toEqual([]);
    });
  });
});
