import { useState } from 'react';
import { Link } from 'gatsby';
import slides from '../../../content/home/carousel.json';
import { SLIDE_TRANSITION_MS, useCarousel } from './useCarousel';
import { Button, buttonClass } from '../ui';

/** The home page carousel: featured guides, auto-advancing, paused on hover and focus. */
export function HomeCarousel() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, go, reducedMotion } = useCarousel(slides.length, hovered || focused);
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
      style={{ overflow: 'hidden' }}
    >
      <ul
        className="home-carousel__track"
        style={{
          display: 'flex',
          listStyle: 'none',
          margin: 0,
          padding: 0,
          transform: `translateX(-${index * 100}%)`,
          transition: reducedMotion ? 'none' : `transform ${SLIDE_TRANSITION_MS}ms ease`,
        }}
      >
        {slides.map((slide, position) => (
          <li
            key={slide.to}
            className="card home-carousel__slide"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${slides.length}`}
            aria-hidden={position !== index}
            style={{ flex: '0 0 100%' }}
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
      <p className="home-carousel__controls">
        <Button onClick={() => go(index - 1)} aria-label="Previous slide">
          ‹
        </Button>
        <Button onClick={() => go(index + 1)} aria-label="Next slide">
          ›
        </Button>
      </p>
    </section>
  );
}
