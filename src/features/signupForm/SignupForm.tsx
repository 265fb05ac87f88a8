import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { postSignup, SIGNUP_ACTION } from './api';
import { signupFormActions } from './signupFormSlice';
import { Button } from '../../components/ui';
import './signupForm.css';
import { CountrySelect } from '../../components/site/CountrySelect';
import { NEWSLETTER_TOPICS } from '../../../lib/analytics/contract';
import { eloquaTrackingActions } from '../eloquaTracking/eloquaTrackingSlice';

/**
 * The newsletter sign-up (docs/behaviour.md §4: submitted, failed, reset). A plain url-encoded form
 * posting to its own action; with JavaScript the answer is shown in place.
 */
export function SignupForm() {
  const dispatch = useAppDispatch();
  const { isFormSubmitted, hasSignUpFailed } = useAppSelector((state) => state.signupForm);
  const [message, setMessage] = useState('');
  const [field, setField] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const id = useId();
  useEffect(
    () => () => {
      dispatch(signupFormActions.reset());
    },
    [dispatch],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const topics = new FormData(event.currentTarget).getAll('topics').map(String);
    const outcome = await postSignup(event.currentTarget);
    // The topics a reader signs up for are their marketing interest (docs/behaviour.md §5).
    if (outcome.ok && topics.length > 0) {
      dispatch(eloquaTrackingActions.interestSelected(topics.join(',')));
    }
    setSending(false);
    setMessage(outcome.message);
    setField(outcome.ok ? undefined : outcome.field);
    dispatch(outcome.ok ? signupFormActions.formSubmitted() : signupFormActions.signUpFailed());
  }

  if (isFormSubmitted) {
    return (
      <div className="signup-form" role="status">
        <p>{message}</p>
        <Button onClick={() => dispatch(signupFormActions.reset())}>Sign up another address</Button>
      </div>
    );
  }
  const emailError = hasSignUpFailed && field === 'email';
  const consentError = hasSignUpFailed && field === 'consent';
  const countryError = hasSignUpFailed && field === 'country';
  return (
    <form
      className="signup-form"
      method="post"
      action={SIGNUP_ACTION}
      encType="application/x-www-form-urlencoded"
      aria-label="Newsletter sign-up"
      noValidate
      onSubmit={submit}
    >
      <p>
        <label htmlFor={`${id}-email`}>Email address</label>{' '}
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={emailError || undefined}
          aria-describedby={emailError ? `${id}-error` : undefined}
        />
      </p>
      <p>
        <label>
          <input
            name="consent"
            type="checkbox"
            required
            aria-invalid={consentError || undefined}
            aria-describedby={consentError ? `${id}-error` : undefined}
          />{' '}
          I agree to receive the developer newsletter and can unsubscribe at any time.
        </label>
      </p>
      <p>
        <label htmlFor={`${id}-country`}>Country</label>{' '}
        <CountrySelect
          id={`${id}-country`}
          aria-invalid={countryError || undefined}
          aria-describedby={countryError ? `${id}-error` : undefined}
        />
      </p>
      <fieldset className="signup-form__topics">
        <legend>Topics you want to hear about</legend>
        {NEWSLETTER_TOPICS.map((topic) => (
          <label key={topic.id}>
            <input type="checkbox" name="topics" value={topic.id} /> {topic.label}
          </label>
        ))}
      </fieldset>
      {hasSignUpFailed && (
        <p id={`${id}-error`} role="alert" className="signup-form__error">
          {message}
        </p>
      )}
      <p>
        <Button type="submit" variant="primary" disabled={sending}>
          Sign up
        </Button>
      </p>
    </form>
  );
}
