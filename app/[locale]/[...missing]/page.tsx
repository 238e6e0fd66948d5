import { notFound } from 'next/navigation';

/** Built once, like the product page's placeholder, so every other path is answered whole at run time. */
export function generateStaticParams() {
  return [{ missing: ['~build'] }];
}

/** Any path no page answers: the store's own 404 page, inside the layout, in the path's language. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  await params;
  notFound();
}
