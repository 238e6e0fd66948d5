/**
 * Outside every language (only a request for a language the store does not have reaches it): kept tiny,
 * since Next.js sends the top level's 404 page in every page's payload. The store's own page is
 * app/[locale]/not-found.tsx.
 */
export default function RootNotFound() {
  return (
    <html lang="en-IN">
      <body>Not found</body>
    </html>
  );
}
