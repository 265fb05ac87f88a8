import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { Seo } from './Seo';

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://developers.example.com/' } },
  });
});

function headOf(element: JSX.Element) {
  const { container } = render(element);
  const meta = (selector: string) => container.querySelector(selector)?.getAttribute('content');
  return { container, meta };
}

describe('Seo', () => {
  it('writes a title within 60 characters and a description within 150', () => {
    const { container, meta } = headOf(
      <Seo
        title={'Long title '.repeat(10)}
        description={'Long description '.repeat(20)}
        path="/docs/x/"
      />,
    );
    expect(container.querySelector('title')!.textContent!.length).toBeLessThanOrEqual(60);
    expect(meta('meta[name="description"]')!.length).toBeLessThanOrEqual(150);
    expect(meta('meta[name="description"]')!.endsWith('…')).toBe(true);
  });

  it('points og:image, twitter:image and canonical at absolute URLs', () => {
    const { container, meta } = headOf(
      <Seo
        title="Rooms API"
        description="d"
        path="/Docs/Rooms-API"
        image="/images/social/rooms-api.png"
      />,
    );
    expect(meta('meta[property="og:image"]')).toBe(
      'https://developers.example.com/images/social/rooms-api.png',
    );
    expect(meta('meta[name="twitter:image"]')).toBe(
      'https://developers.example.com/images/social/rooms-api.png',
    );
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://developers.example.com/docs/rooms-api/',
    );
  });

  it('adds robots noindex on no-index paths only', () => {
    expect(
      headOf(<Seo title="t" description="d" path="/docs/esign-soap-api/" />).meta(
        'meta[name="robots"]',
      ),
    ).toBe('noindex');
    expect(
      headOf(
        <Seo title="t" description="d" path="/docs/esign-rest-api/" />,
      ).container.querySelector('meta[name="robots"]'),
    ).toBeNull();
  });

  it('noindex={false} cannot lift the noindex of a no-index path; noindex adds it anywhere', () => {
    expect(
      headOf(<Seo title="t" description="d" path="/docs/docgensend-api/" noindex={false} />).meta(
        'meta[name="robots"]',
      ),
    ).toBe('noindex');
    expect(
      headOf(<Seo title="t" description="d" path="/docs/rooms-api/" noindex />).meta(
        'meta[name="robots"]',
      ),
    ).toBe('noindex');
  });
});
