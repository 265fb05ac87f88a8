import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { swaggerFileUrl } from '../api';
import { reposRequested } from '../documentationSaga';
import { documentationActions } from '../documentationSlice';
import { SwaggerPreview } from './SwaggerPreview';

/**
 * /tools/openapi-files/: choose a repository and a ref, preview and download its file. It opens
 * on api_ESignature and its first versioned ref when listed (documentationDefaults.ts).
 */
export function OpenApiFilesPage() {
  const dispatch = useAppDispatch();
  const { repos, activeRepo, branches, activeBranch, swaggerFile, downloadingSwaggerFile, error } =
    useAppSelector((state) => state.documentation);

  useEffect(() => {
    dispatch(reposRequested());
  }, [dispatch]);

  const chooseRef = (ref: string) => {
    if (!activeRepo || !ref) return;
    dispatch(documentationActions.branchChosen(ref));
    dispatch(documentationActions.swaggerFileRequested({ repo: activeRepo, ref }));
  };

  return (
    <div className="openapi-files">
      <p>
        Download the OpenAPI (Swagger) description of each API to generate clients or import it into
        your tools.
      </p>
      <form className="openapi-files__choice" onSubmit={(event) => event.preventDefault()}>
        <label>
          Repository{' '}
          <select
            name="repo"
            value={activeRepo ?? ''}
            onChange={(event) =>
              event.target.value && dispatch(documentationActions.repoChosen(event.target.value))
            }
          >
            <option value="">Choose a repository</option>
            {repos.map((repo) => (
              <option key={repo} value={repo}>
                {repo}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Ref{' '}
          <select
            name="ref"
            value={activeBranch ?? ''}
            disabled={!activeRepo || branches.length === 0}
            onChange={(event) => chooseRef(event.target.value)}
          >
            <option value="">Choose a ref</option>
            {branches.map((branch) => (
              <option key={branch} value={branch}>
                {branch}
              </option>
            ))}
          </select>
        </label>
      </form>
      {error && (
        <p role="alert" className="openapi-files__error">
          {error}
        </p>
      )}
      {downloadingSwaggerFile && <p role="status">Loading the API description…</p>}
      {activeRepo && activeBranch && swaggerFile && !downloadingSwaggerFile && (
        <>
          <p>
            <a
              className="button button--primary"
              href={swaggerFileUrl(activeRepo, activeBranch, true)}
              download
            >
              Download {activeRepo} {activeBranch}
            </a>
          </p>
          <SwaggerPreview file={swaggerFile} />
        </>
      )}
    </div>
  );
}
