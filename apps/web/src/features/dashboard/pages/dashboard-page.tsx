import { ComingSoonPanel } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';
import { useUser } from '@/lib/auth/get-user';
import { PAGE_TITLES } from '@/lib/texts';

export default function DashboardPage() {
  const { data: user } = useUser();
  const name = user?.staffName ?? user?.username;
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.dashboard}
        description={
          name ? `Welcome, ${name}. Your shifts and your department's schedule at a glance.` : undefined
        }
      />
      <ComingSoonPanel title="Personal widgets and the department calendar" />
    </>
  );
}
