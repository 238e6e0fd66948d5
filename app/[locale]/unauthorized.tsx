import type { Metadata } from 'next';
import { UnauthorizedView } from '@/components/ui/status-pages';

export const metadata: Metadata = { title: 'Please log in', robots: { index: false } };

/** Rendered with HTTP 401 wherever unauthorized() is called (none today; the layout carries it anyway). */
export default function Unauthorized() {
  return <UnauthorizedView />;
}
