import type { Metadata } from 'next';
import { ProfileView } from '@/components/account/profile-view';

export const metadata: Metadata = { title: 'Your Profile', robots: { index: false } };

export default function ProfilePage() {
  return (
    <div className="container-page">
      <ProfileView />
    </div>
  );
}
