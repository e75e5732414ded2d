import type { CarouselSlide } from '@storefront/api-client/contract';
import { type ComponentType, useEffect, useState } from 'react';
import { CarouselSlideLink } from './CarouselSlideLink';

type SwipeComponent = ComponentType<{ slides: readonly CarouselSlide[] }>;

/**
 * The home page's banners. The server and the first paint show the first banner; the swiping
 * carousel (react-vant Swiper and its gesture code) loads after mount, outside the home's
 * first-load budget, and takes its place at the same size.
 */
export function HomeCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const [Swipe, setSwipe] = useState<SwipeComponent | null>(null);
  const canSwipe = slides.length > 1;
  useEffect(() => {
    if (!canSwipe) return;
    let active = true;
    void import('./SwipeCarousel').then((module) => {
      if (active) setSwipe(() => module.SwipeCarousel);
    });
    return () => {
      active = false;
    };
  }, [canSwipe]);
  const first = slides[0];
  if (!first) return null;
  return (
    <div className="home-carousel" data-testid="home-carousel">
      {Swipe ? <Swipe slides={slides} /> : <CarouselSlideLink slide={first} />}
    </div>
  );
}
