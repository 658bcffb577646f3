import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth/get-user';
import { PAGE_TITLES } from '@/lib/texts';
import { AdminControls } from '../components/admin-controls';
import { DepartmentSchedule } from '../components/department-schedule';
import type { MonthYear } from '../components/month-year-fields';
import { DASHBOARD_TEXTS } from '../texts';

// react-grid-layout and the widgets load only when the personal tab opens.
const PersonalDashboard = lazy(() => import('../components/personal-dashboard'));

function currentMonth(): MonthYear {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** /dashboard: Personal Dashboard and Department Schedule tabs (default Department Schedule). */
export default function DashboardPage() {
  const { data: user } = useUser();
  const [tab, setTab] = useState('department');
  const [shown, setShown] = useState<MonthYear>(currentMonth);
  if (!user) return null;
  const name = user.staffName ?? user.username;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={PAGE_TITLES.dashboard} description={DASHBOARD_TEXTS.welcome(name)} />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full max-w-md print:hidden">
          <TabsTrigger value="personal">{DASHBOARD_TEXTS.personalTab}</TabsTrigger>
          <TabsTrigger value="department">{DASHBOARD_TEXTS.departmentTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="personal">
          {user.staffId == null ? (
            <Alert>{DASHBOARD_TEXTS.noStaffLink}</Alert>
          ) : (
            <Suspense fallback={<Skeleton className="h-80" />}>
              <PersonalDashboard
                staffId={user.staffId}
                isAdmin={user.isAdmin}
                savedWidgets={user.dashboardWidgets}
              />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="department" className="grid gap-4">
          <DepartmentSchedule
            shown={shown}
            onMonthChange={setShown}
            isAdmin={user.isAdmin}
            staffId={user.staffId}
          />
          {user.isAdmin && <AdminControls shown={shown} />}
        </TabsContent>
      </Tabs>
    </>
  );
}
