import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSection } from '@/components/admin/admin-section';
import { SynonymGroupForm } from '@/components/admin/synonym-group-form';
import { listAdminSynonymGroups } from '@/lib/admin';
import { requireAdminPage } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Search synonyms' };

export default async function AdminSynonymsPage() {
  await connection();
  if (!(await requireAdminPage('/admin/synonyms'))) return <AdminForbidden />;
  const groups = await listAdminSynonymGroups();
  return (
    <>
      <AdminPageHeader
        title="Search synonyms"
        description="Words shoppers type for the same thing, in English, Hinglish or Hindi: a search for any of them finds the others."
      />
      <AdminSection id="new-synonyms" title="Add synonyms" hiddenTitle>
        <SynonymGroupForm group={null} />
      </AdminSection>
      <AdminSection id="synonyms-heading" title={`${groups.length} synonym groups`} className="mt-8">
        {groups.map((group) => (
          <SynonymGroupForm key={group._id} group={group} />
        ))}
      </AdminSection>
    </>
  );
}

export const instant = false;
