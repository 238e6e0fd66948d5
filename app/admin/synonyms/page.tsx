import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { SynonymGroupForm } from '@/components/admin/synonym-group-form';
import { listAdminSynonymGroups } from '@/lib/admin';
import { requireAdminPage } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Search synonyms' };

export default async function AdminSynonymsPage() {
  if (!(await requireAdminPage('/admin/synonyms'))) return <AdminForbidden />;
  const groups = await listAdminSynonymGroups();
  return (
    <>
      <AdminPageHeader
        title="Search synonyms"
        description="Words shoppers type for the same thing, in English, Hinglish or Hindi: a search for any of them finds the others."
      />
      <section aria-labelledby="new-synonyms" className="space-y-3">
        <h2 id="new-synonyms" className="sr-only">
          Add synonyms
        </h2>
        <SynonymGroupForm group={null} />
      </section>
      <section aria-labelledby="synonyms-heading" className="mt-8 space-y-3">
        <h2 id="synonyms-heading" className="text-lg font-semibold">
          {groups.length} synonym groups
        </h2>
        {groups.map((group) => (
          <SynonymGroupForm key={group._id} group={group} />
        ))}
      </section>
    </>
  );
}
