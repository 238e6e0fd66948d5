'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { SearchSuggestions as Suggestions } from '@/lib/catalog/shared/types';
import { localeHref } from '@/lib/i18n/shared/locale-href';
import type { Locale } from '@/lib/i18n/shared/locales';
import { formatRupees } from '@/lib/money/shared/money';
import type { SearchWords } from './chrome-words';

type Option = { key: string; href: string; label: string; detail: string; image?: string | null };

const DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

type Words = Pick<SearchWords, 'suggestions' | 'didYouMean' | 'category'>;

/** The answer's suggestions as options, each leading into the page's language. */
function toOptions(s: Suggestions, locale: Locale, words: Words): Option[] {
  const options: Option[] = [];
  if (s.correctedQuery) {
    options.push({
      key: `q:${s.correctedQuery}`,
      href: localeHref(locale, `/shop?q=${encodeURIComponent(s.correctedQuery)}`),
      label: s.correctedQuery,
      detail: words.didYouMean,
    });
  }
  for (const c of s.categories)
    options.push({
      key: `c:${c.name}`,
      href: localeHref(locale, c.href),
      label: c.name,
      detail: words.category,
    });
  for (const p of s.products) {
    options.push({
      key: `p:${p._id}`,
      href: localeHref(locale, p.href),
      label: p.name,
      detail: p.price === null ? p.category : formatRupees(p.price),
      image: p.image,
    });
  }
  return options;
}

/**
 * Suggestions under a search box as the shopper types (the WAI-ARIA combobox pattern with a
 * listbox popup): ↓/↑ move through them, Enter opens the one chosen, Escape closes the list.
 * Attaches to an existing input by id, so the box itself stays a plain form that works without
 * JavaScript; typing and submitting behave as before unless a suggestion is chosen.
 */
export function SearchSuggestions({
  inputId,
  locale,
  words,
  onChoose,
}: {
  inputId: string;
  locale: Locale;
  words: Words;
  /** Told when a suggestion is chosen, before its page is asked for. */
  onChoose?: () => void;
}) {
  const router = useRouter();
  const listId = useId();
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    onChoose?.();
    router.push(option.href);
  };

  // The input's listeners are added once; these read the latest state when they run.
  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      // The cycle passes through the input itself (no option active) between last and first.
      const next = active + (e.key === 'ArrowDown' ? 1 : -1);
      setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  });
  const onFocus = useEffectEvent(() => setOpen(options.length > 0));
  const optionsOf = useEffectEvent((answer: Suggestions) => toOptions(answer, locale, words));

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('autocomplete', 'off');
    const answers = new Map<string, Option[]>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    const show = (list: Option[]) => {
      setOptions(list);
      setActive(-1);
      setOpen(list.length > 0 && document.activeElement === input);
    };
    const load = async (text: string) => {
      controller?.abort();
      if (text.trim().length < MIN_CHARS) return show([]);
      const known = answers.get(text);
      if (known) return show(known);
      controller = new AbortController();
      try {
        const res = await fetch(`/api/product/suggest?q=${encodeURIComponent(text)}`, {
          signal: controller.signal,
        });
        const json = (await res.json()) as Suggestions & { success: boolean };
        if (!json.success) return show([]);
        const list = optionsOf(json);
        answers.set(text, list);
        if (input.value === text) show(list);
      } catch (error) {
        // A newer keystroke aborted this request; a network failure just means no suggestions.
        if ((error as Error).name !== 'AbortError') show([]);
      }
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void load(input.value), DEBOUNCE_MS);
    };
    const keyDown = (e: KeyboardEvent) => onKeyDown(e);
    const focus = () => onFocus();
    const onBlur = () => setOpen(false);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', keyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', focus);
    if (input.value) void load(input.value);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', keyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', focus);
    };
  }, [inputId, listId]);

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!input) return;
    input.setAttribute('aria-expanded', String(open));
    if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={words.suggestions}
      hidden={!open}
      className="absolute left-0 right-0 top-full z-50 mt-1 max-h-96 overflow-auto rounded-xl border border-line bg-white py-1 text-left text-sm shadow-xl"
    >
      {options.map((o, i) => (
        <li
          key={o.key}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          // Keeps the focus in the input, so the list stays open until the choice is made.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(o)}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : 'hover:bg-black/5'}`}
        >
          {o.image ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={o.image} alt="" width={32} height={40} className="h-10 w-8 rounded object-cover" />
          ) : null}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-ink">{o.label}</span>
            <span className="block text-xs text-muted">{o.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
