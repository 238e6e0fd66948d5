/**
 * Outside every language (only a request for a language the store does not have reaches it): kept tiny,
 * since Next.js sends the top level's 401 page in every page's payload. The store's own page is
 * app/[locale]/unauthorized.tsx.
 */
export default function RootUnauthorized() {
  return (
    <html lang="en-IN">
      <body>Sign in first</body>
    </html>
  );
}
