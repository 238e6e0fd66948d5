'use client';

import {
  BarChart3,
  BookA,
  ClipboardList,
  History,
  LayoutDashboard,
  Mail,
  Inbox,
  Menu as MenuIcon,
  MessageSquareWarning,
  Package,
  Ruler,
  Undo2,
  TicketPercent,
  Users,
} from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const links = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/admin/orders', label: 'Orders', icon: ClipboardList },
  { href: '/admin/returns', label: 'Returns', icon: Undo2 },
  { href: '/admin/customers', label: 'Customers', icon: Users },
  { href: '/admin/products', label: 'Products', icon: Package },
  { href: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { href: '/admin/reports', label: 'Reports', icon: BarChart3 },
  { href: '/admin/reviews', label: 'Reviews', icon: MessageSquareWarning },
  { href: '/admin/navigation', label: 'Navigation', icon: MenuIcon },
  { href: '/admin/synonyms', label: 'Search synonyms', icon: BookA },
  { href: '/admin/size-charts', label: 'Size charts', icon: Ruler },
  { href: '/admin/messages', label: 'Messages', icon: Inbox },
  { href: '/admin/outbox', label: 'E-mails', icon: Mail },
  { href: '/admin/audit', label: 'Audit log', icon: History },
] as const;

/** The back office's section links; the current section is marked for sighted and screen-reader users. */
export function AdminSidebar({ userName }: { userName: string }) {
  const pathname = usePathname();
  const isActive = (href: string) => (href === '/admin' ? pathname === '/admin' : pathname.startsWith(href));
  return (
    <aside aria-label="Back office" className="mb-6 lg:mb-0">
      <div className="rounded-2xl border border-line bg-white p-3 lg:sticky lg:top-24">
        <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wider text-muted">
          Back office
        </p>
        <nav aria-label="Admin sections">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {links.map(({ href, label, icon: Icon }) => {
              const active = isActive(href);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? 'page' : undefined}
                    className={`flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition ${
                      active ? 'bg-ink text-white' : 'text-ink hover:bg-black/5'
                    }`}
                  >
                    <Icon aria-hidden className="h-4 w-4" />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="mt-3 hidden border-t border-line px-3 pt-3 text-xs text-muted lg:block">
          Signed in as <span className="font-medium text-ink">{userName}</span>
        </p>
      </div>
    </aside>
  );
}
