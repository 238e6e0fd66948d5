/**
 * Outside every language (only a request for a language the store does not have reaches it): kept tiny,
 * since Next.js sends the top level's 403 page in every page's payload. The store's own page is
 * app/[locale]/forbidden.tsx.
 */
export default function RootForbidden() {
  return (
    <html lang="en-IN">
      <body>Forbidden</body>
    </html>
  );
}
