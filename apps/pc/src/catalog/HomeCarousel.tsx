import type { CarouselSlide } from '@storefront/api-client/contract';
import { slidePath } from '@storefront/ui-shared';
import { useCarousel } from '@storefront/ui-shared/react';

const SLIDE_WIDTH = 1200;
const SLIDE_HEIGHT = 400;

/** The home's wide banners, one at a time, advancing by themselves until the visitor picks one. */
export function HomeCarousel({ slides }: { slides: CarouselSlide[] }) {
  const { index, pick } = useCarousel(slides.length);
  if (slides.length === 0) return null;
  return (
    <section className="pc-carousel" aria-roledescription="carousel" aria-label="Featured">
      <div className="pc-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, at) => (
          <a
            key={slide.id}
            className="pc-carousel__slide"
            href={slidePath('pc', slide.link)}
            tabIndex={at === index ? undefined : -1}
          >
            <img
              src={slide.image}
              alt={slide.subtitle ? `${slide.title}: ${slide.subtitle}` : slide.title}
              width={SLIDE_WIDTH}
              height={SLIDE_HEIGHT}
              loading={at === 0 ? 'eager' : 'lazy'}
            />
          </a>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="pc-carousel__dots">
          {slides.map((slide, at) => (
            <button
              key={slide.id}
              type="button"
              className="pc-carousel__dot"
              aria-label={slide.title}
              aria-current={at === index || undefined}
              onClick={() => pick(at)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
