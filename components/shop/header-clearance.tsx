'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps the listing's heading clear of the fixed header when the header grows taller than the
 * space the page reserves for it (the search bar opens under the menu bar on /shop). Measures the
 * header instead of assuming its height, so it stays right whatever the header holds.
 */
export function HeaderClearance() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const spacer = ref.current;
    const main = document.getElementById('main');
    const header = [...document.querySelectorAll('header')].find(
      (h) => getComputedStyle(h).position === 'fixed',
    );
    if (!spacer || !main || !header) return;
    const update = () => {
      const reserved = parseFloat(getComputedStyle(main).paddingTop) || 0;
      spacer.style.height = `${Math.max(0, Math.round(header.getBoundingClientRect().height - reserved))}px`;
    };
    const observer = new ResizeObserver(update);
    observer.observe(header);
    update();
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} aria-hidden data-testid="header-clearance" />;
}
