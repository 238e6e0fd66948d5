'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * A slide carousel: advances every 5 s, pauses while hovered or focused, and is operable with the
 * arrow keys and the previous/next/dot buttons.
 */
export function Carousel({ label, slides }: { label: string; slides: ReactNode[] }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({
      delay: CAROUSEL_INTERVAL_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid="carousel"
      data-selected={selected}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev();
        if (e.key === 'ArrowRight') next();
      }}
    >
      {/* contain: paint keeps the off-screen slides out of the page's width before Embla starts: without
          it a phone lays the page out several screens wide (and zoomed out) until hydration. */}
      <div className="overflow-hidden rounded-3xl [contain:paint]" ref={emblaRef}>
        <div className="flex">
          {slides.map((slide, i) => (
            <div
              key={i}
              className="min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i !== selected}
              inert={i !== selected}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={prev}
        aria-label="Previous slide"
        className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
      >
        <ChevronLeft aria-hidden className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={next}
        aria-label="Next slide"
        className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow hover:bg-white"
      >
        <ChevronRight aria-hidden className="h-5 w-5" />
      </button>
      <div className="mt-2 flex justify-center">
        {slides.map((_, i) => (
          // The dot is small; the button around it is a 24 px tap target.
          <button
            key={i}
            type="button"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === selected}
            onClick={() => embla?.scrollTo(i)}
            className="flex h-6 min-w-6 items-center justify-center px-1"
          >
            <span
              aria-hidden
              className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-8 bg-ink' : 'w-2.5 bg-stone-300'}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
