import { useState, type KeyboardEvent } from 'react';
import { Link } from 'gatsby';
import slides from '../../../content/home/carousel.json';
import { SLIDE_TRANSITION_MS, useCarousel } from './useCarousel';
import { Button, buttonClass } from '../ui';

/**
 * The home page carousel: featured guides, auto-advancing, paused on hover and focus. Within
 * the page's width, with a picker of its slides (one dot each) and the arrow keys, Home and End
 * to move between them.
 */
export function HomeCarousel() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, go, reducedMotion } = useCarousel(slides.length, hovered || focused);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: slides.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  return (
    <section
      className="home-carousel"
      aria-roledescription="carousel"
      aria-label="Featured guides"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="home-carousel__viewport">
        <ul
          className="home-carousel__track"
          aria-live={hovered || focused ? 'polite' : 'off'}
          style={{
            transform: `translateX(-${index * 100}%)`,
            transition: reducedMotion ? 'none' : `transform ${SLIDE_TRANSITION_MS}ms ease`,
          }}
        >
          {slides.map((slide, position) => (
            <li
              key={slide.to}
              id={`home-slide-${position}`}
              className="card home-carousel__slide"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              aria-hidden={position !== index}
            >
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
              <Link
                to={slide.to}
                className={buttonClass('secondary')}
                tabIndex={position === index ? 0 : -1}
              >
                {slide.cta}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="home-carousel__controls">
        <Button small onClick={() => go(index - 1)} aria-label="Previous slide">
          ‹
        </Button>
        <div className="home-carousel__dots" role="tablist" aria-label="Slides">
          {slides.map((slide, position) => (
            <button
              key={slide.to}
              type="button"
              role="tab"
              className="home-carousel__dot"
              aria-selected={position === index}
              aria-controls={`home-slide-${position}`}
              aria-label={`Slide ${position + 1}: ${slide.title}`}
              tabIndex={position === index ? 0 : -1}
              onClick={() => go(position)}
            />
          ))}
        </div>
        <Button small onClick={() => go(index + 1)} aria-label="Next slide">
          ›
        </Button>
      </div>
    </section>
  );
}
