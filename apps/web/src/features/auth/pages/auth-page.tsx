import { CalendarDays } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth/get-user';
import { WEB_TEXTS } from '@/lib/texts';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

type AuthTab = 'login' | 'register';

export default function AuthPage() {
  const user = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';

  useEffect(() => {
    document.title = `${tab === 'register' ? 'Register' : 'Log in'} · ${WEB_TEXTS.productName}`;
  }, [tab]);

  if (user.isPending) return <PageSpinner />;
  if (user.data) return <Navigate to="/dashboard" replace />;

  const onTabChange = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'register') next.set('tab', 'register');
    else next.delete('tab');
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16">
      <div className="grid justify-items-center gap-2 text-center">
        <span className="flex size-11 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <CalendarDays className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Welcome to {WEB_TEXTS.productName}</h1>
        <p className="text-sm text-muted-foreground">
          Sign in to your department, or request access for your team.
        </p>
      </div>
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList className="w-full">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <Card>
            <CardHeader>
              <CardTitle>Login</CardTitle>
              <CardDescription>Enter your username and password.</CardDescription>
            </CardHeader>
            <CardContent>
              <LoginForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="register">
          <Card>
            <CardHeader>
              <CardTitle>Request access</CardTitle>
              <CardDescription>Tell us about you and your department.</CardDescription>
            </CardHeader>
            <CardContent>
              <RegisterForm />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
