import { NotFoundView } from '@/components/ui/status-pages';

export default function NotFound() {
  return <NotFoundView />;
}
