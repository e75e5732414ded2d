import type { CarouselSlide } from '@storefront/api-client/contract';
import { useCarousel } from '@storefront/ui-shared/react';
import { useEffect, useRef } from 'react';
import { CarouselSlideLink } from './CarouselSlideLink';
import { useSwipedTo } from './swiped-to';

/**
 * The home page's banners: a row the browser itself scrolls and snaps, one banner wide, so the
 * server's HTML is the whole carousel and swiping needs no script. The banners advance by
 * themselves until the visitor swipes (`useCarousel`); the dots show which one is in view.
 */
export function HomeCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const { index, pick } = useCarousel(slides.length);
  const track = useRef<HTMLDivElement>(null);
  const swipe = useSwipedTo(track, pick);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const left = index * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) > 1) element.scrollTo({ left, behavior: 'smooth' });
  }, [index]);
  if (slides.length === 0) return null;
  return (
    <div className="home-carousel" data-testid="home-carousel">
      <div className="home-carousel__track" ref={track} {...swipe}>
        {slides.map((slide, at) => (
          <CarouselSlideLink key={slide.id} slide={slide} eager={at === 0} />
        ))}
      </div>
      {slides.length > 1 && (
        <div className="home-carousel__dots" aria-hidden="true">
          {slides.map((slide, at) => (
            <span
              key={slide.id}
              className={at === index ? 'home-carousel__dot is-current' : 'home-carousel__dot'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
