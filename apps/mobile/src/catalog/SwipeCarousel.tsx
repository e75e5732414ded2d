import type { CarouselSlide } from '@storefront/api-client/contract';
import { Swiper } from 'react-vant/es/swiper/index.js';
import 'react-vant/es/swiper/style/index.css';
import { CarouselSlideLink } from './CarouselSlideLink';

/** The banners as a looping, auto-playing react-vant Swiper (loaded after the home's first paint). */
export function SwipeCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  return (
    <Swiper autoplay={5000} loop>
      {slides.map((slide) => (
        <Swiper.Item key={slide.id}>
          <CarouselSlideLink slide={slide} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
