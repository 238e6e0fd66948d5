import type { Metadata } from 'next';
import { ProfileView } from '@/components/account/profile-view';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = { title: 'Your Profile', robots: { index: false } };

export default function ProfilePage() {
  return (
    <div className="container-page">
      <NeedsJavaScript
        title="Your Profile"
        reason="Your profile is shown once this page's scripts sign you in."
      >
        <ProfileView />
      </NeedsJavaScript>
    </div>
  );
}

export const instant = false;
