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
