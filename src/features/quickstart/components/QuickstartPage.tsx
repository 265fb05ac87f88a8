import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useHydrated, useSaga } from '../../../app/hooks';
import { Button, Field, Select } from '../../../components/ui';
import { CheckPermissionsModal } from '../../tokenGenerator/components/CheckPermissionsModal';
import { LoginPrompt } from '../../tokenGenerator/components/LoginPrompt';
import { selectIsAccountAdmin, selectIsLoggedIn, selectToken } from '../../user/selectors';
import { fetchQuickstartProjects } from '../api';
import type { QuickstartRepository } from '../api';
import { QUICKSTART_PATH, watchQuickstart } from '../quickstartSaga';
import { quickstartActions } from '../quickstartSlice';
import { KeyLimitModal } from './KeyLimitModal';

/**
 * The quickstart: pick a language and project, and download a project that already holds a new
 * integration key, the account's ids and the key pair, ready to send an envelope.
 */
export function QuickstartPage() {
  const dispatch = useAppDispatch();
  useSaga(watchQuickstart);
  const hydrated = useHydrated();
  const token = useAppSelector(selectToken);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAccountAdmin);
  const { integrationKey, quickstartDownloadReady, failed, keyLimitReached } = useAppSelector(
    (state) => state.quickstart,
  );
  const [repositories, setRepositories] = useState<QuickstartRepository[]>([]);
  const [repositoryName, setRepositoryName] = useState('');
  const [projectIndex, setProjectIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [permissionsModalOpen, setPermissionsModalOpen] = useState(true);

  useEffect(() => {
    let live = true;
    fetchQuickstartProjects()
      .then((list) => {
        if (!live) return;
        setRepositories(list);
        setRepositoryName((current) => current || list[0]?.repositoryName || '');
      })
      .catch(() => live && setRepositories([]));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (quickstartDownloadReady || failed) setBusy(false);
  }, [quickstartDownloadReady, failed]);

  // Leaving the page clears the flow, so a return starts fresh.
  useEffect(
    () => () => {
      dispatch(quickstartActions.reset());
    },
    [dispatch],
  );

  // Until hydrated, what the server rendered: the signed-out prompt (see TokenGeneratorPage).
  if (!hydrated || !token) {
    return (
      <LoginPrompt
        text="Log in to create an integration key and download a ready-to-run project."
        returnTo={QUICKSTART_PATH}
      />
    );
  }
  if (!isLoggedIn) return <p>Loading your account…</p>;
  if (!isAdmin) {
    return (
      <>
        <p>The quickstart needs administrative rights on the account.</p>
        {permissionsModalOpen && (
          <CheckPermissionsModal
            returnTo={QUICKSTART_PATH}
            onClose={() => setPermissionsModalOpen(false)}
          />
        )}
      </>
    );
  }

  const repository = repositories.find((entry) => entry.repositoryName === repositoryName);
  const project = repository?.projects[projectIndex];
  const start = () => {
    if (!repository || !project) return;
    setBusy(true);
    dispatch(
      quickstartActions.downloadRequested({
        repositoryName: repository.repositoryName,
        displayName: project.displayName,
        selectedProjectIndex: projectIndex,
        branch: repository.branches?.[0],
        application: project.application,
        language: project.language,
      }),
    );
  };

  return (
    <div className="quickstart">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <Field label="Language">
          <Select
            id="quickstart-language"
            value={repositoryName}
            options={repositories.map((entry) => ({
              value: entry.repositoryName,
              label: entry.displayName,
            }))}
            onChange={(event) => {
              setRepositoryName(event.target.value);
              setProjectIndex(0);
            }}
          />
        </Field>
        <Field label="Project">
          <Select
            id="quickstart-project"
            value={String(projectIndex)}
            options={(repository?.projects ?? []).map((entry, index) => ({
              value: String(index),
              label: entry.projectName,
            }))}
            onChange={(event) => setProjectIndex(Number(event.target.value))}
          />
        </Field>
        <Button type="submit" variant="primary" disabled={busy || !project}>
          {busy ? 'Preparing your project…' : 'Download project'}
        </Button>
      </form>
      <div aria-live="polite">
        {integrationKey && <p>Integration key: {integrationKey}</p>}
        {quickstartDownloadReady && (
          <p>Your project is downloaded. Unzip it and follow its README.</p>
        )}
        {failed && !keyLimitReached && <p>The download failed. Try again.</p>}
      </div>
      {keyLimitReached && (
        <KeyLimitModal onClose={() => dispatch(quickstartActions.limitNoticeClosed())} />
      )}
    </div>
  );
}
