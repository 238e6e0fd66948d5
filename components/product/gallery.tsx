'use client';

import { useState, type MouseEvent } from 'react';
import { galleryImages } from '@/lib/catalog/shared/colour-options';
import { useColourChoice } from './colour-choice';
import { ProductImage } from './product-image';

/** Where the pointer is over the image, in percent: the zoomed image grows from that point. */
function originOf(e: MouseEvent<HTMLElement>): string {
  // A click from the keyboard (Enter, Space) has no position: zoom into the middle.
  if (e.detail === 0 && e.type === 'click') return '50% 50%';
  const box = e.currentTarget.getBoundingClientRect();
  const x = Math.min(100, Math.max(0, ((e.clientX - box.left) / box.width) * 100));
  const y = Math.min(100, Math.max(0, ((e.clientY - box.top) / box.height) * 100));
  return `${x.toFixed(1)}% ${y.toFixed(1)}%`;
}

/**
 * Main image with thumbnails; the first image is server-rendered so the page is complete without
 * JavaScript. A click or tap zooms the main image 2.5× at that point and the zoomed image follows
 * the pointer; another click, Escape or choosing another image zooms out. Phones keep their own
 * pinch zoom (the viewport allows it). Images follow the chosen colour when it has its own.
 */
export function Gallery({ images: allImages, name }: { images: string[]; name: string }) {
  // A product with its own images for the chosen colour shows those; the others show every image.
  const choice = useColourChoice();
  const images = choice ? galleryImages(allImages, choice.color, choice.options) : allImages;
  const [index, setIndex] = useState(0);
  const [shownFor, setShownFor] = useState(choice?.color);
  if (shownFor !== choice?.color) {
    // Another colour starts at its first image (state adjusted while rendering, not in an effect).
    setShownFor(choice?.color);
    setIndex(0);
  }
  const [zoom, setZoom] = useState<string | null>(null);
  const main = images[index] ?? images[0];
  const show = (i: number) => {
    setIndex(i);
    setZoom(null);
  };
  const followsColour = choice ? Object.keys(choice.options.images).length > 0 : false;
  return (
    <div
      className="flex flex-col-reverse gap-3 md:flex-row"
      data-testid="gallery"
      data-follows-colour={followsColour || undefined}
    >
      {images.length > 1 ? (
        <ul className="flex gap-3 md:flex-col" aria-label="Product images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={`thumb ${i === index ? 'border-ink' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <ProductImage
                  src={src}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={100}
                  // React preloads the page's first images from the head: the main image (the largest paint)
                  // goes first, the thumbnails after it.
                  fetchPriority="low"
                  className="thumb-img"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        aria-label={zoom ? `Zoom out of ${name}` : `Zoom into ${name}`}
        aria-pressed={zoom !== null}
        data-testid="gallery-zoom"
        onClick={(e) => setZoom(zoom ? null : originOf(e))}
        onPointerMove={(e) => {
          if (zoom && e.pointerType === 'mouse') setZoom(originOf(e));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setZoom(null);
        }}
        className={`aspect-[4/5] flex-1 overflow-hidden rounded-3xl bg-stone-100 ${zoom ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
      >
        <ProductImage
          key={main}
          src={main}
          sizes="(min-width: 768px) 40vw, 100vw"
          alt={name}
          width={800}
          height={1000}
          fetchPriority="high"
          style={zoom ? { transform: 'scale(2.5)', transformOrigin: zoom } : undefined}
          className="h-full w-full object-cover transition-transform duration-150 motion-reduce:transition-none"
        />
      </button>
    </div>
  );
}
