import type { CarouselSlide } from '@storefront/api-client/contract';
import { slidePath } from '@storefront/ui-shared';

/** The slide artwork is 1200x400 and already carries its title: the image is the banner. */
const SLIDE_WIDTH = 1200;
const SLIDE_HEIGHT = 400;

/**
 * One banner linking where the slide points; its title and subtitle are the image's text. Only the
 * first (`eager`) loads with the page: the others load as they come near the view.
 */
export function CarouselSlideLink({ slide, eager }: { slide: CarouselSlide; eager: boolean }) {
  return (
    <a className="home-carousel__slide" href={slidePath('mobile', slide.link)}>
      <img
        src={slide.image}
        alt={slide.subtitle ? `${slide.title}: ${slide.subtitle}` : slide.title}
        width={SLIDE_WIDTH}
        height={SLIDE_HEIGHT}
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
      />
    </a>
  );
}
