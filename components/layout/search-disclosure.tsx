import type { SearchWords } from './chrome-words';

/**
 * The header's search before the page's scripts run (and for good without JavaScript): a
 * disclosure that needs no script, opening a plain GET form to /shop?q= (`action`, in the page's
 * language) under the header.
 */
export function SearchDisclosure({
  className,
  action,
  words,
}: {
  className: string;
  action: string;
  words: Pick<SearchWords, 'label' | 'placeholder' | 'submit'>;
}) {
  return (
    <details>
      <summary
        aria-label={words.label}
        className={`${className} flex cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <span aria-hidden className="icon icon-search h-5 w-5" />
      </summary>
      <form
        action={action}
        method="get"
        role="search"
        className="absolute inset-x-0 top-full flex gap-2 border-t border-black/5 bg-white px-4 py-3 text-ink shadow-md"
      >
        <input
          name="q"
          type="search"
          placeholder={words.placeholder}
          aria-label={words.label}
          className="field min-w-0 flex-1 rounded-full"
        />
        <button type="submit" className="rounded-full bg-ink px-4 text-sm font-semibold text-white">
          {words.submit}
        </button>
      </form>
    </details>
  );
}
