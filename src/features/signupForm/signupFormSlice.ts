import { createSlice } from '@reduxjs/toolkit';

/** The newsletter sign-up form: sent, or failed. */
export interface SignupFormState {
  isFormSubmitted: boolean;
  hasSignUpFailed: boolean;
}

const initialState: SignupFormState = { isFormSubmitted: false, hasSignUpFailed: false };

const signupFormSlice = createSlice({
  name: 'signupForm',
  initialState,
  reducers: {
    formSubmitted(state) {
      state.isFormSubmitted = true;
      state.hasSignUpFailed = false;
    },
    signUpFailed(state) {
      state.isFormSubmitted = false;
      state.hasSignUpFailed = true;
    },
    reset() {
      return initialState;
    },
  },
});

export const signupFormActions = signupFormSlice.actions;
export default signupFormSlice.reducer;
