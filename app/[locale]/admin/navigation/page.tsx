import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSection } from '@/components/admin/admin-section';
import { FooterLinkForm } from '@/components/admin/footer-link-form';
import { MenuItemForm } from '@/components/admin/menu-item-form';
import { listAdminFooterLinks, listAdminMenuItems } from '@/lib/admin';
import { requireAdminPage } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Navigation' };

export default async function AdminNavigationPage() {
  await connection();
  if (!(await requireAdminPage('/admin/navigation'))) return <AdminForbidden />;
  const [menu, footer] = await Promise.all([listAdminMenuItems(), listAdminFooterLinks()]);
  return (
    <>
      <AdminPageHeader
        title="Navigation"
        description="The top bar and the footer's quick links. Changes show on the store straight away."
      />
      <AdminSection id="menu-heading" title="Menu">
        <p className="text-sm text-muted">
          The logo item gives the store&apos;s name, image and home link; the theme item its colours; icon
          items named search, profile and cart become the bar&apos;s icons; links appear by position.
        </p>
        {menu.map((item) => (
          <MenuItemForm key={item._id} item={item} />
        ))}
        <MenuItemForm item={null} />
      </AdminSection>
      <AdminSection id="footer-heading" title="Footer quick links" className="mt-10">
        <p className="text-sm text-muted">The footer shows the first 10 by position.</p>
        {footer.map((link) => (
          <FooterLinkForm key={link._id} link={link} />
        ))}
        <FooterLinkForm link={null} />
      </AdminSection>
    </>
  );
}

export const instant = false;
