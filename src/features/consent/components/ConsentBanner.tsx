import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector, useHydrated } from '../../../app/hooks';
import { Button } from '../../../components/ui';
import { consentActions, selectBannerShown } from '../consentSlice';
import './consent.css';

/**
 * The consent banner, at the bottom of the window on every page until the visitor chooses: accept
 * all, reject all, or choose analytics and marketing one by one. Remembered; the footer's
 * "Cookie preferences" opens it again. First in the document, drawn after the footer and sticky
 * to the window's bottom (consent.css), so it never moves the page: at the top of the flow it
 * pushed the header down.
 *
 * It is in the served HTML, so a first visit sees it from the first paint. A visitor who has
 * chosen never sees the served one: a script before the first paint marks the document
 * (./onRenderBody.tsx) and consent.css hides it; once the stored choice is read, it goes.
 */
export function ConsentBanner() {
  const hydrated = useHydrated();
  const loaded = useAppSelector((state) => state.consent.loaded);
  const shown = useAppSelector(selectBannerShown);
  const current = useAppSelector((state) => state.consent);
  const dispatch = useAppDispatch();
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(current.analytics);
  const [marketing, setMarketing] = useState(current.marketing);
  const id = useId();
  const served = !hydrated || !loaded;
  if (!served && !shown) return null;

  const choose = (choice: { analytics: boolean; marketing: boolean }) => {
    setChoosing(false);
    dispatch(consentActions.consentChosen(choice));
  };
  return (
    <section
      className={served ? 'consent-banner consent-banner--served' : 'consent-banner'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="consent-banner__title">
        Cookies and tracking
      </h2>
      <p>
        The site works without any. With your consent, analytics (a tag manager and page-view
        events) help us see which docs you use, and marketing remembers the APIs you read about to
        tailor our emails.
      </p>
      {choosing && (
        <fieldset className="consent-banner__choices">
          <legend>Choose what to allow</legend>
          <label>
            <input
              type="checkbox"
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
            />{' '}
            Analytics
          </label>
          <label>
            <input
              type="checkbox"
              checked={marketing}
              onChange={(event) => setMarketing(event.target.checked)}
            />{' '}
            Marketing
          </label>
        </fieldset>
      )}
      <p className="consent-banner__actions">
        <Button variant="primary" onClick={() => choose({ analytics: true, marketing: true })}>
          Accept all
        </Button>
        <Button onClick={() => choose({ analytics: false, marketing: false })}>Reject all</Button>
        {choosing ? (
          <Button onClick={() => choose({ analytics, marketing })}>Save choices</Button>
        ) : (
          <Button onClick={() => setChoosing(true)}>Choose</Button>
        )}
      </p>
    </section>
  );
}
