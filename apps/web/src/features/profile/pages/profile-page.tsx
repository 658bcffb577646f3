import { ROLE_LABELS, type User } from '@rotawise/api-contract';
import { format, isValid, parseISO } from 'date-fns';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/get-user';
import { PAGE_TITLES, WEB_TEXTS } from '@/lib/texts';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { LogoutButton } from '../components/logout-button';
import { StandardAccountNotice } from '../components/standard-account-notice';

/** The staff role as the spec displays it (PA shows as PA-C); a director flag without the role still counts. */
export function staffRoleLabel(user: Pick<User, 'staffRole' | 'isDirector'>): string | null {
  if (user.staffRole && user.staffRole in ROLE_LABELS) return ROLE_LABELS[user.staffRole];
  if (user.isDirector) return ROLE_LABELS.DIRECTOR;
  return null;
}

export function formatMemberSince(createdAt: string): string {
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : 'Unknown';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function NotSet() {
  return <span className="text-muted-foreground">Not set</span>;
}

export function ProfileView({ user }: { user: User }) {
  const role = staffRoleLabel(user);
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.profile}
        description="Your account, your staff details and your password."
        actions={<LogoutButton />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle>Account Information</CardTitle>
              {user.isAdmin ? (
                <Badge variant="accent">
                  <ShieldCheck className="size-3" aria-hidden />
                  Administrator
                </Badge>
              ) : null}
            </div>
            <CardDescription>How you sign in to {WEB_TEXTS.productName}.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Username">
                <span className="font-mono">{user.username}</span>
              </Field>
              <Field label="Member since">
                <time dateTime={user.createdAt}>{formatMemberSince(user.createdAt)}</time>
              </Field>
            </dl>
          </CardContent>
          <CardFooter>
            <ChangePasswordDialog />
          </CardFooter>
        </Card>
        {user.staffId != null ? (
          <Card>
            <CardHeader>
              <CardTitle>Staff Information</CardTitle>
              <CardDescription>Your entry on the department's staff list.</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Field label="Name">{user.staffName ?? <NotSet />}</Field>
                {role ? <Field label="Role">{role}</Field> : null}
                <Field label="Email">{user.email || <NotSet />}</Field>
                <Field label="Phone">{user.phone || <NotSet />}</Field>
              </dl>
            </CardContent>
            <CardFooter>
              <EditProfileDialog user={user} />
            </CardFooter>
          </Card>
        ) : (
          <div>
            <StandardAccountNotice />
          </div>
        )}
        {user.staffId != null ? <CalendarFeedCard /> : null}
      </div>
    </>
  );
}

export default function ProfilePage() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  // The route guard redirects already; this keeps the page safe when rendered on its own.
  if (!user) return <Navigate to="/auth" replace />;
  return <ProfileView user={user} />;
}
