import { CircleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { WEB_TEXTS } from '@/lib/texts';
import { BOUNDARY_RETRY_MS } from '@/lib/ui-timings';

/** Errors from the router (a lazy route chunk that failed, say) often pass on a second try (spec). */
export function isRouterError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /router|route|switch/i.test(message);
}

/** At most this many automatic retries in a row, so a persistent router error cannot loop forever. */
const MAX_AUTO_RETRIES = 3;

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (the pathname, say) clears the error. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  autoRetries: number;
}

export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error && error.message ? error.message : WEB_TEXTS.errorBoundaryFallback;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertTitle>{WEB_TEXTS.errorBoundaryTitle}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p className="break-words">{message}</p>
          <p>{WEB_TEXTS.errorBoundaryAdvice}</p>
          <div>
            <Button variant="outline" size="sm" onClick={onRetry} className="text-foreground">
              {WEB_TEXTS.errorBoundaryTryAgain}
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    </div>
  );
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, autoRetries: 0 };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error caught by ErrorBoundary', error, info.componentStack);
    if (isRouterError(error) && this.state.autoRetries < MAX_AUTO_RETRIES) {
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        this.setState((state) => ({ error: null, autoRetries: state.autoRetries + 1 }));
      }, BOUNDARY_RETRY_MS);
    }
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      this.setState({ error: null, autoRetries: 0 });
    }
  }

  override componentWillUnmount(): void {
    clearTimeout(this.retryTimer);
  }

  private retry = () => {
    clearTimeout(this.retryTimer);
    this.setState({ error: null, autoRetries: 0 });
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorAlert error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
