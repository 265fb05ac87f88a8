import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui';
import { consentActions } from '../consentSlice';

/** The footer's way back to the consent banner, to change the choice. */
export function ConsentPreferencesLink() {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="ghost"
      small
      className="site-footer__preferences"
      onClick={() => {
        dispatch(consentActions.preferencesOpened());
        window.scrollTo({ top: 0 });
      }}
    >
      Cookie preferences
    </Button>
  );
}
