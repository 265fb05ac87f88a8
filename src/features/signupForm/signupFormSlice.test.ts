import { makeStore } from '../../app/store';
import { signupFormActions as signup } from './signupFormSlice';

// docs/behaviour.md §4: "Sign-up form: submitted, failed, reset."
describe('sign-up form', () => {
  it('starts neither submitted nor failed', () => {
    expect(makeStore().getState().signupForm).toEqual({
      isFormSubmitted: false,
      hasSignUpFailed: false,
    });
  });

  it('submitted: marks the form sent', () => {
    const store = makeStore();
    store.dispatch(signup.formSubmitted());
    expect(store.getState().signupForm).toEqual({ isFormSubmitted: true, hasSignUpFailed: false });
  });

  it('failed: marks the failure and the form as not sent', () => {
    const store = makeStore();
    store.dispatch(signup.formSubmitted());
    store.dispatch(signup.signUpFailed());
    expect(store.getState().signupForm).toEqual({ isFormSubmitted: false, hasSignUpFailed: true });
  });

  it('a new submission after a failure clears the failure', () => {
    const store = makeStore();
    store.dispatch(signup.signUpFailed());
    store.dispatch(signup.formSubmitted());
    expect(store.getState().signupForm).toEqual({ isFormSubmitted: true, hasSignUpFailed: false });
  });

  it('reset: back to the initial state from either outcome', () => {
    const store = makeStore();
    store.dispatch(signup.formSubmitted());
    store.dispatch(signup.reset());
    expect(store.getState().signupForm).toEqual({ isFormSubmitted: false, hasSignUpFailed: false });
    store.dispatch(signup.signUpFailed());
    store.dispatch(signup.reset());
    expect(store.getState().signupForm).toEqual({ isFormSubmitted: false, hasSignUpFailed: false });
  });
});
