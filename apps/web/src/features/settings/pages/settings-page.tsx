import { PageHeader } from '@/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth/get-user';
import { RulesTab } from '../components/rules-tab';
import { WeeklyScheduleTab } from '../components/weekly-schedule-tab';
import { SETTINGS_TEXTS } from '../texts';

/** Application Settings: Mandatory Scheduling Rules (read-only without admin) and Set Weekly Schedule (admin). */
export default function SettingsPage() {
  const user = useUser();
  const isAdmin = Boolean(user.data?.isAdmin);
  return (
    <>
      <PageHeader title={SETTINGS_TEXTS.title} />
      <Tabs defaultValue="rules" className="grid grid-cols-1 gap-4">
        <TabsList className="h-auto w-full sm:w-fit">
          <TabsTrigger value="rules" className="whitespace-normal">
            {SETTINGS_TEXTS.rulesTab}
          </TabsTrigger>
          {isAdmin ? (
            <TabsTrigger value="weekly" className="whitespace-normal">
              {SETTINGS_TEXTS.weeklyTab}
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="rules">
          <RulesTab canEdit={isAdmin} />
        </TabsContent>
        {isAdmin ? (
          <TabsContent value="weekly">
            <WeeklyScheduleTab />
          </TabsContent>
        ) : null}
      </Tabs>
    </>
  );
}
