import { render, screen } from '@testing-library/react';
import { DocLink } from './DocLink';

describe('DocLink', () => {
  it('normalises internal page links and routes them through Gatsby', () => {
    render(<DocLink to="/Docs/Rooms-API?tab=1#Top">Rooms</DocLink>);
    const link = screen.getByRole('link', { name: 'Rooms' });
    expect(link).toHaveAttribute('href', '/docs/rooms-api/?tab=1#Top');
    expect(link).toHaveAttribute('data-gatsby-link');
  });

  it('renders external links and server routes as plain anchors, unchanged', () => {
    render(
      <>
        <DocLink to="https://example.com/Docs">External</DocLink>
        <DocLink to="/swaggerfile/api_ESignature/Main">Spec</DocLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'External' })).toHaveAttribute(
      'href',
      'https://example.com/Docs',
    );
    expect(screen.getByRole('link', { name: 'External' })).not.toHaveAttribute('data-gatsby-link');
    expect(screen.getByRole('link', { name: 'Spec' })).toHaveAttribute(
      'href',
      '/swaggerfile/api_ESignature/Main',
    );
  });
});
