/**
 * An image carousel operable with the keyboard: Previous/Next buttons and the arrow keys on the
 * region, the position announced ('Photo 2 of 5').
 */
import { useState, type KeyboardEvent } from 'react';
import './carousel.css';

export interface CarouselImage {
  url: string;
  alt: string;
}

export function Carousel({ images, label }: { images: readonly CarouselImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      <figure
        className="carousel__slide"
        aria-roledescription="slide"
        aria-label={`Photo ${index + 1} of ${count}`}
      >
        <img src={current.url} alt={current.alt} />
      </figure>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="button button--secondary" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span> Previous
          </button>
          <span className="carousel__position" aria-live="polite">
            {index + 1} / {count}
          </span>
          <button type="button" className="button button--secondary" onClick={() => go(1)}>
            Next <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
