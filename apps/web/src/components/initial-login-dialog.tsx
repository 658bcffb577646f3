import type { InitialLogin } from '@rotawise/api-contract';
import { Check, Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface IssuedLogin extends InitialLogin {
  name: string;
}

export function initialLoginText({ name, username, password }: IssuedLogin): string {
  return `Initial login for ${name}: username ${username}, password ${password}`;
}

/**
 * The login an approval created, shown to the owner this once: the server keeps only a hash, so the
 * password cannot be shown again. The dialog closes only through its buttons, never by a stray click.
 */
export function InitialLoginDialog({ login, onDone }: { login: IssuedLogin | null; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const close = () => {
    setCopied(null);
    onDone();
  };

  const copy = async () => {
    if (!login) return;
    try {
      await navigator.clipboard.writeText(initialLoginText(login));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Dialog open={login !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {login ? (
        <DialogContent hideClose onInteractOutside={(event) => event.preventDefault()}>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <KeyRound className="size-5 text-primary" aria-hidden />
              Initial login for {login.name}
            </DialogTitle>
            <DialogDescription>
              Hand these details to {login.name}. They will be asked to choose a new password when they first
              sign in.
            </DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3 rounded-md border border-border bg-subtle p-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">Username</dt>
              <dd className="font-mono text-base break-all" data-testid="initial-login-username">
                {login.username}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">Password</dt>
              <dd className="font-mono text-base break-all" data-testid="initial-login-password">
                {login.password}
              </dd>
            </div>
          </dl>
          <Alert variant="warning">
            <TriangleAlert aria-hidden />
            <AlertDescription>
              This password is shown only once and cannot be retrieved later. Copy it now.
            </AlertDescription>
          </Alert>
          <DialogFooter>
            <Button variant="outline" onClick={() => void copy()}>
              {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied === 'yes' ? 'Copied' : 'Copy login'}
            </Button>
            <Button onClick={close}>Done</Button>
          </DialogFooter>
          {copied === 'failed' ? (
            <p role="alert" className="text-sm text-destructive-soft-foreground dark:text-destructive">
              Copying is not available here; select the username and password and copy them by hand.
            </p>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
