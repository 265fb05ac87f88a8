import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { withFlags } from '../../test-utils/withFlags';
import { DOCS_BASE_PATHS } from '../../../lib/site/docsBasePaths';
import { API_MENU_SECTIONS } from './apiMenuSections';
import { Header } from './Header';

const renderHeader = (flags: string) =>
  withFlags(flags, () =>
    render(
      <Provider store={makeStore(undefined, { runSagas: false })}>
        <Header />
      </Provider>,
    ),
  );

const apiMenu = () => screen.getByText('APIs').closest('details')!;

describe('header flags (docs/behaviour.md §9)', () => {
  it('shows the name as the brand, and the APIs menu in titled sections, by default', () => {
    renderHeader('');
    const brand = screen.getByRole('link', { name: 'Developer Center' });
    expect(brand.querySelector('svg')).toBeNull();
    const groups = within(apiMenu()).getAllByRole('group');
    expect(groups.map((group) => group.firstChild?.textContent)).toEqual(
      expect.arrayContaining(['Agreements and signing', 'Administration']),
    );
    expect(within(apiMenu()).getAllByRole('link')).toHaveLength(DOCS_BASE_PATHS.length);
  });

  it('rebrandedLogo swaps the brand for the new mark beside the name', () => {
    renderHeader('rebrandedLogo');
    const brand = screen.getByRole('link', { name: 'Developer Center' });
    expect(brand.querySelector('svg.brand__mark')).not.toBeNull();
    expect(brand.querySelector('.brand--rebranded')).not.toBeNull();
  });

  it('columnMenusWithoutSections lists every API in columns, with no section titles', () => {
    renderHeader('columnMenusWithoutSections');
    expect(apiMenu()).toHaveClass('site-header__menu--columns');
    expect(within(apiMenu()).queryAllByRole('group')).toEqual([]);
    expect(within(apiMenu()).queryByText('Administration')).toBeNull();
    expect(within(apiMenu()).getAllByRole('link')).toHaveLength(DOCS_BASE_PATHS.length);
  });

  it('puts every documentation base path in exactly one section', () => {
    const named = API_MENU_SECTIONS.flatMap((section) => section.paths).sort();
    expect(named).toEqual(DOCS_BASE_PATHS.map((base) => base.path).sort());
  });
});
