import { act, fireEvent, render, screen } from '@testing-library/react';
import { HomeCarousel } from './HomeCarousel';
import { AUTO_SLIDE_MS } from './useCarousel';

function setReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

function currentSlide() {
  return screen
    .getAllByRole('listitem', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
}

describe('HomeCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('advances every 6000 ms with a 1000 ms transition', () => {
    render(<HomeCarousel />);
    expect(currentSlide()).toBe(0);
    act(() => jest.advanceTimersByTime(AUTO_SLIDE_MS - 1));
    expect(currentSlide()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toBe(1);
    const track = screen.getAllByRole('list', { hidden: true })[0];
    expect(track?.style.transition).toContain('1000ms');
  });

  it('pauses on hover and resumes when the pointer leaves', () => {
    const { container } = render(<HomeCarousel />);
    const carousel = container.querySelector('.home-carousel') as HTMLElement;
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(AUTO_SLIDE_MS * 3));
    expect(currentSlide()).toBe(0);
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(AUTO_SLIDE_MS));
    expect(currentSlide()).toBe(1);
  });

  it('pauses while a control has focus', () => {
    render(<HomeCarousel />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => jest.advanceTimersByTime(AUTO_SLIDE_MS * 2));
    expect(currentSlide()).toBe(0);
  });

  it('does not move by itself for prefers-reduced-motion, but the buttons still work', () => {
    setReducedMotion(true);
    render(<HomeCarousel />);
    act(() => jest.advanceTimersByTime(AUTO_SLIDE_MS * 2));
    expect(currentSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(3);
  });
});

describe('HomeCarousel controls', () => {
  beforeEach(() => setReducedMotion(true));

  it('has a dot per slide that shows it and says which is current', () => {
    render(<HomeCarousel />);
    const dots = screen.getAllByRole('tab');
    expect(dots).toHaveLength(screen.getAllByRole('listitem', { hidden: true }).length);
    fireEvent.click(dots[2]);
    expect(currentSlide()).toBe(2);
    expect(dots[2]).toHaveAttribute('aria-selected', 'true');
    expect(dots[0]).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrow keys, Home and End', () => {
    render(<HomeCarousel />);
    const carousel = screen.getByRole('region', { name: 'Featured guides' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(currentSlide()).toBe(1);
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(currentSlide()).toBe(screen.getAllByRole('tab').length - 1);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(currentSlide()).toBe(0);
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(currentSlide()).toBe(0);
  });
});
