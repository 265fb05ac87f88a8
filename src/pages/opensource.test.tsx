import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import { opensourceActions } from '../features/opensource/opensourceSlice';
import manifest from '../../content/opensource/manifest.json';
import OpensourcePage from './opensource';

it('says what the catalogue holds once, also after its manifest has loaded', () => {
  const store = makeStore(undefined, { runSagas: false });
  store.dispatch(opensourceActions.configurationLoaded(manifest));
  const { container } = render(
    <Provider store={store}>
      <OpensourcePage />
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Open source' })).toBeInTheDocument();
  // One intro between the title and the filters: the manifest's.
  const filters = screen.getByRole('form', { name: 'Filter repositories' });
  const intro = [...container.querySelectorAll('main p')].filter(
    (paragraph) => paragraph.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  expect(intro.map((paragraph) => paragraph.textContent)).toEqual([manifest.description]);
  expect(screen.getByText(manifest.contributing)).toBeInTheDocument();
});
