import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useSaga } from '../../../app/hooks';
import { Field, Select } from '../../../components/ui';
import { reposRequested, watchOpenApiFiles } from '../openApiFilesSaga';
import { openApiFilesActions } from '../openApiFilesSlice';
import { FileSummaryCard } from './FileSummaryCard';

/**
 * /tools/openapi-files/: choose a repository and a ref, see the file's summary, download or view
 * it. It opens on api_ESignature and its first versioned ref when listed
 * (openApiFilesDefaults.ts).
 */
export function OpenApiFilesPage() {
  const dispatch = useAppDispatch();
  useSaga(watchOpenApiFiles);
  const {
    repos,
    activeRepo,
    branches,
    activeBranch,
    swaggerFile,
    swaggerFileBytes,
    downloadingSwaggerFile,
    error,
  } = useAppSelector((state) => state.documentation);

  useEffect(() => {
    dispatch(reposRequested());
  }, [dispatch]);

  const chooseRef = (ref: string) => {
    if (!activeRepo || !ref) return;
    dispatch(openApiFilesActions.branchChosen(ref));
    dispatch(openApiFilesActions.swaggerFileRequested({ repo: activeRepo, ref }));
  };

  return (
    <div className="openapi-files">
      <p>
        Each API&apos;s OpenAPI (Swagger) description, by repository and version: see what it holds,
        then download it to generate a client or import it into your tools.
      </p>
      <form className="openapi-files__choice" onSubmit={(event) => event.preventDefault()}>
        <Field label="Repository">
          <Select
            name="repo"
            value={activeRepo ?? ''}
            placeholder="Choose a repository"
            options={repos.map((repo) => ({ value: repo, label: repo }))}
            onChange={(event) =>
              event.target.value && dispatch(openApiFilesActions.repoChosen(event.target.value))
            }
          />
        </Field>
        <Field label="Ref">
          <Select
            name="ref"
            value={activeBranch ?? ''}
            disabled={!activeRepo || branches.length === 0}
            placeholder="Choose a ref"
            options={branches.map((branch) => ({ value: branch, label: branch }))}
            onChange={(event) => chooseRef(event.target.value)}
          />
        </Field>
      </form>
      {error && (
        <p role="alert" className="openapi-files__error">
          {error}
        </p>
      )}
      {downloadingSwaggerFile && <p role="status">Loading the API description…</p>}
      {activeRepo && activeBranch && swaggerFile && !downloadingSwaggerFile && (
        <FileSummaryCard
          repo={activeRepo}
          gitRef={activeBranch}
          file={swaggerFile}
          bytes={swaggerFileBytes}
        />
      )}
    </div>
  );
}
