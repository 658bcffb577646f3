import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WEB_TEXTS } from '@/lib/texts';
import { ErrorBoundary, isRouterError } from '../error-boundary';

let shouldThrow = true;
function Boom({ message }: { message: string }) {
  if (shouldThrow) throw new Error(message);
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  it('shows the error with a Try again button that re-renders the children', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Boom message="Kaboom" />
      </ErrorBoundary>,
    );
    expect(screen.getByText(WEB_TEXTS.errorBoundaryTitle)).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
    expect(screen.getByText(/refreshing the page or contact support/)).toBeTruthy();
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });

  it('retries router errors by itself after 100 ms', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Boom message="Failed to load route module" />
      </ErrorBoundary>,
    );
    expect(screen.getByText(WEB_TEXTS.errorBoundaryTitle)).toBeTruthy();
    shouldThrow = false;
    expect(await screen.findByText('Recovered', {}, { timeout: 1000 })).toBeTruthy();
  });

  it('recognises router, route and Switch errors', () => {
    expect(isRouterError(new Error('useRoutes() may be used only in the context of a <Router>'))).toBe(true);
    expect(isRouterError(new Error('A <Switch> failed'))).toBe(true);
    expect(isRouterError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
