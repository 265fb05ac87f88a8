import { fireEvent, render, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import VideoListTemplate from './VideoListTemplate';
import VideoTemplate from './VideoTemplate';
import type { VideoContext, VideoListContext } from '../../../lib/site/pageContext/videos';

jest.mock('../../components/layouts/SiteLayout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
const video = {
  slug: 'a-clip',
  path: '/videos/a-clip/',
  title: 'A clip',
  description: 'What the clip shows.',
  createdAt: '2026-11-12T16:00:00.000Z',
  duration: 75,
  tags: ['Webhooks'],
  src: '/videos/media/a-clip.webm',
  poster: '/videos/media/a-clip.jpg',
  captions: '/videos/a-clip/captions.en.vtt',
};
const chapters = [
  { start: 0, title: 'Start', caption: 'First words.' },
  { start: 65, title: 'End', caption: 'Last words.' },
];

describe('video templates', () => {
  it('lists videos with links, dates and durations, and pages when there are more', () => {
    const context: VideoListContext = {
      pagePath: '/videos/page/2/',
      page: 2,
      pageCount: 3,
      videos: [video],
      newerPath: '/videos/',
      olderPath: '/videos/page/3/',
    };
    render(
      <VideoListTemplate {...({ pageContext: context } as PageProps<object, VideoListContext>)} />,
    );
    expect(screen.getByRole('link', { name: 'A clip' })).toHaveAttribute('href', video.path);
    expect(screen.getByText('November 12, 2026')).toHaveAttribute('datetime', video.createdAt);
    expect(screen.getByLabelText('Duration 1:15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer videos' })).toHaveAttribute('href', '/videos/');
    expect(screen.getByRole('link', { name: 'Older videos' })).toHaveAttribute(
      'href',
      '/videos/page/3/',
    );
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('plays the local clip with an English captions track; a chapter button seeks it', () => {
    const context: VideoContext = { video: { ...video, chapters, html: '<p>Notes.</p>' } };
    const { container } = render(
      <VideoTemplate {...({ pageContext: context } as PageProps<object, VideoContext>)} />,
    );
    const player = container.querySelector('video') as HTMLVideoElement;
    expect(player).toHaveAttribute('controls');
    expect(player.querySelector('source')).toHaveAttribute('src', video.src);
    const track = player.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', video.captions);
    expect(track).toHaveAttribute('srcLang', 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Play from 1:05: End' }));
    expect(player.currentTime).toBe(65);
    // (moving focus to the player is checked in Chromium: jsdom does not focus a <video>)
    expect(screen.getByText('Last words.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('uses the configured video platform player when the video has an embed URL', () => {
    const embedUrl = 'https://player.example.test/embed/42';
    const context: VideoContext = { video: { ...video, chapters, html: '', embedUrl } };
    const { container } = render(
      <VideoTemplate {...({ pageContext: context } as PageProps<object, VideoContext>)} />,
    );
    expect(screen.getByTitle('A clip (video player)')).toHaveAttribute('src', embedUrl);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a video of the platform catalogue: its player only, no clip, chapters or captions link', () => {
    const embedUrl = 'https://player.example.test/embed/6300000000000';
    const context: VideoContext = {
      video: {
        ...video,
        src: undefined,
        poster: undefined,
        captions: undefined,
        chapters: [],
        html: '<p>Notes.</p>',
        embedUrl,
      },
    };
    const { container } = render(
      <VideoTemplate {...({ pageContext: context } as PageProps<object, VideoContext>)} />,
    );
    expect(screen.getByTitle('A clip (video player)')).toHaveAttribute('src', embedUrl);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Chapters' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Transcript' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Captions (WebVTT)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/videos/');
  });
});
