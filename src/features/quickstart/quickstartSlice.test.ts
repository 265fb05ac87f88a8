import { makeStore } from '../../app/store';
import { signupFormActions as signup } from '../signupForm/signupFormSlice';
import { quickstartActions as quickstart } from './quickstartSlice';

describe('quickstart slice', () => {
  it('goes from key created to download ready', () => {
    const store = makeStore();
    store.dispatch(quickstart.keyCreated('ik-1'));
    store.dispatch(quickstart.downloadReady());
    expect(store.getState().quickstart).toEqual({
      integrationKey: 'ik-1',
      quickstartDownloadReady: true,
      failed: false,
      keyLimitReached: false,
    });
  });

  it('a download failure marks the flow failed', () => {
    const store = makeStore();
    store.dispatch(quickstart.keyCreated('ik-1'));
    store.dispatch(quickstart.downloadFailed('Gateway Timeout'));
    expect(store.getState().quickstart.failed).toBe(true);
    expect(store.getState().quickstart.quickstartDownloadReady).toBe(false);
  });

  it('reset clears the ready and failed flags', () => {
    const store = makeStore();
    store.dispatch(quickstart.downloadReady());
    store.dispatch(quickstart.keyFailed('Forbidden'));
    store.dispatch(quickstart.reset());
    expect(store.getState().quickstart.quickstartDownloadReady).toBe(false);
    expect(store.getState().quickstart.failed).toBe(false);
  });
});

describe('signupForm slice', () => {
  it('records a submitted form, a failure, and a reset', () => {
    const store = makeStore();
    store.dispatch(signup.formSubmitted());
    expect(store.getState().signupForm).toEqual({ isFormSubmitted: true, hasSignUpFailed: false });
    store.dispatch(signup.signUpFailed());
    expect(store.getState().signupForm.hasSignUpFailed).toBe(true);
    store.dispatch(signup.reset());
    expect(store.getState().signupForm).toEqual({ isFormSubmitted: false, hasSignUpFailed: false });
  });
});
